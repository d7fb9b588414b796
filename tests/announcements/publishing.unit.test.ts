import { describe, expect, it } from 'vitest';
import { checkPublishing, publicationOf, publishingChanged, publishingFormFrom, PUBLISH_NOW } from '../../src/features/announcements/form';
import { formatAdminTime } from '../../src/domain/adminTime';
import {
  PUBLISHING_ERRORS,
  fromLocalInput,
  isPublic,
  publicationState,
  resolvePublication,
  toLocalInput,
} from '../../src/features/announcements/publishing';

const now = new Date('2026-11-26T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('public at read time', () => {
  it('is public from its publish instant (included) until its unpublish instant (excluded)', () => {
    expect(isPublic({ publishAt: now.toISOString(), unpublishAt: null }, now)).toBe(true);
    expect(isPublic({ publishAt: later(0.001), unpublishAt: null }, now)).toBe(false);
    expect(isPublic({ publishAt: later(-5), unpublishAt: now.toISOString() }, now)).toBe(false);
    expect(isPublic({ publishAt: later(-5), unpublishAt: later(0.001) }, now)).toBe(true);
    expect(isPublic({ publishAt: null, unpublishAt: null }, now)).toBe(false);
  });

  it('names each state for the admin list', () => {
    expect(publicationState({ publishAt: null, unpublishAt: null }, now)).toEqual({ kind: 'draft' });
    expect(publicationState({ publishAt: later(1), unpublishAt: null }, now)).toEqual({ kind: 'scheduled', at: later(1) });
    expect(publicationState({ publishAt: later(-1), unpublishAt: later(1) }, now)).toEqual({ kind: 'published', until: later(1) });
    expect(publicationState({ publishAt: later(-2), unpublishAt: later(-1) }, now)).toEqual({ kind: 'unpublished', since: later(-1) });
  });

  it('reads a post of a server without drafts as published since it was created', () => {
    expect(publicationOf({ CreatedAt: later(-60) })).toEqual({ publishAt: later(-60), unpublishAt: null });
    expect(publicationOf({ CreatedAt: later(-60), PublishAt: null, UnpublishAt: null })).toEqual({ publishAt: null, unpublishAt: null });
  });
});

describe('Dar es Salaam time in the form', () => {
  it('is three hours ahead of UTC, both ways', () => {
    expect(fromLocalInput('2026-12-01T09:00')).toBe('2026-12-01T06:00:00.000Z');
    expect(fromLocalInput('2027-01-01T01:30')).toBe('2026-12-31T22:30:00.000Z');
    expect(toLocalInput('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T01:30');
    expect(formatAdminTime('2026-12-31T22:30:00.000Z')).toBe('1 Jan 2027, 01:30');
  });

  it('refuses what is no date and time rather than moving it', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('2026-04-31T09:00')).toBeNull();
    expect(fromLocalInput('2026-12-01')).toBeNull();
    expect(fromLocalInput('abc')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('what a save stores', () => {
  it('publishes a create now, and keeps an update as it is, when no status is sent', () => {
    expect(resolvePublication({}, null, now)).toEqual({ ok: { publishAt: now.toISOString(), unpublishAt: null } });
    const draft = { publishAt: null, unpublishAt: null };
    expect(resolvePublication({}, draft, now)).toEqual({ ok: draft });
  });

  it('keeps a passed publish time when published again, and starts a draft now', () => {
    expect(resolvePublication({ status: 'published' }, { publishAt: later(-60), unpublishAt: null }, now)).toEqual({ ok: { publishAt: later(-60), unpublishAt: null } });
    expect(resolvePublication({ status: 'published' }, { publishAt: null, unpublishAt: null }, now)).toEqual({ ok: { publishAt: now.toISOString(), unpublishAt: null } });
  });

  it('refuses a schedule not ahead, an unpublish time not after the publish time, and a draft with one', () => {
    expect(resolvePublication({ status: 'scheduled', publishAt: now.toISOString() }, null, now)).toEqual({ error: PUBLISHING_ERRORS.publishAtPast, field: 'publish_at' });
    expect(resolvePublication({ status: 'scheduled', publishAt: later(10), unpublishAt: later(10) }, null, now)).toEqual({
      error: PUBLISHING_ERRORS.unpublishBeforePublish,
      field: 'unpublish_at',
    });
    expect(resolvePublication({ status: 'scheduled', publishAt: later(10), unpublishAt: later(11) }, null, now)).toEqual({ ok: { publishAt: later(10), unpublishAt: later(11) } });
    expect(resolvePublication({ status: 'draft', unpublishAt: later(5) }, null, now)).toEqual({ error: PUBLISHING_ERRORS.draftUnpublish, field: 'unpublish_at' });
  });
});

describe('the admin form', () => {
  it('starts an edit where the announcement stands, and sends nothing when that is left alone', () => {
    const scheduled = publishingFormFrom({ publishAt: '2026-12-01T06:00:00.000Z', unpublishAt: null }, now);
    expect(scheduled).toEqual({ status: 'scheduled', publishAt: '2026-12-01T09:00', unpublishAt: '' });
    expect(publishingChanged(scheduled, scheduled)).toBe(false);
    expect(publishingChanged({ ...scheduled, publishAt: '2026-12-01T10:00' }, scheduled)).toBe(true);
    // A draft's times are not its own: typing one and going back to draft changes nothing.
    expect(publishingChanged({ status: 'draft', publishAt: '', unpublishAt: '2026-12-01T10:00' }, { status: 'draft', publishAt: '', unpublishAt: '' })).toBe(false);
    expect(publishingChanged(PUBLISH_NOW, PUBLISH_NOW)).toBe(false);
  });

  it('sends the choice as instants, or says why not', () => {
    expect(checkPublishing({ status: 'scheduled', publishAt: '2026-12-01T09:00', unpublishAt: '' }, null, now)).toEqual({
      fields: { status: 'scheduled', publish_at: '2026-12-01T06:00:00.000Z', unpublish_at: '' },
    });
    expect(checkPublishing({ status: 'scheduled', publishAt: '', unpublishAt: '' }, null, now)).toEqual({ error: PUBLISHING_ERRORS.publishAtRequired, field: 'publish_at' });
    expect(checkPublishing({ status: 'draft', publishAt: '', unpublishAt: '2026-12-01T09:00' }, null, now)).toEqual({ fields: { status: 'draft', unpublish_at: '' } });
  });
});

/**
 * Drafts and scheduled announcements (decision 017): an item is public from its publish instant
 * until its unpublish instant, decided when it is read, so no job has to run at those times. Both
 * are stored as UTC ISO instants; the back-office shows and takes them as Dar es Salaam time.
 * One module for the server's checks and the admin form's, so both say the same.
 */

import { TANZANIA_TIME_ZONE } from '../../domain/locale';

/** What an admin chooses in the form (the API's `status`). */
export type PublicationStatus = 'published' | 'draft' | 'scheduled';

/** The stored times: publishAt null is a draft. */
export interface Publication {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** Where the association is, and the time its admins read and type. */
export const PUBLISHING_TIME_ZONE = TANZANIA_TIME_ZONE;

export const PUBLISHING_ERRORS = {
  publishAtRequired: 'Choose the date and time to publish at.',
  publishAtInvalid: 'The publish time is not a valid date and time.',
  publishAtPast: 'The publish time must be in the future.',
  unpublishAtInvalid: 'The unpublish time is not a valid date and time.',
  unpublishBeforePublish: 'The unpublish time must be after the publish time.',
  draftUnpublish: 'A draft has no unpublish time: publish or schedule it first.',
} as const;

/** An instant as stored (toISOString: 2026-12-01T06:00:00.000Z, so stored times compare as text); null when not one. */
export function instantOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Whether the public sees an item with these times at `now`. */
export function isPublic(p: Publication, now: Date): boolean {
  const t = now.getTime();
  return p.publishAt !== null && Date.parse(p.publishAt) <= t && (p.unpublishAt === null || Date.parse(p.unpublishAt) > t);
}

export type PublicationState =
  | { kind: 'draft' }
  | { kind: 'scheduled'; at: string }
  | { kind: 'published'; until: string | null }
  | { kind: 'unpublished'; since: string };

/** Where an item stands at `now`, for the admin list. */
export function publicationState(p: Publication, now: Date): PublicationState {
  const t = now.getTime();
  if (p.publishAt === null) return { kind: 'draft' };
  if (Date.parse(p.publishAt) > t) return { kind: 'scheduled', at: p.publishAt };
  if (p.unpublishAt !== null && Date.parse(p.unpublishAt) <= t) return { kind: 'unpublished', since: p.unpublishAt };
  return { kind: 'published', until: p.unpublishAt };
}

/** A create's or an update's choice, as sent: undefined is a field left out. */
export interface PublicationInput {
  status?: PublicationStatus;
  publishAt?: string;
  unpublishAt?: string;
}

export type PublicationResult = { ok: Publication } | { error: string; field: 'publish_at' | 'unpublish_at' };

/**
 * The times a save stores, or why it cannot: `current` is the item as stored (null for a create).
 * No status: a create publishes now (the specification's form), an update keeps its publication.
 * `published` keeps a publish time already passed; `scheduled` needs one ahead of `now`.
 */
export function resolvePublication(input: PublicationInput, current: Publication | null, now: Date): PublicationResult {
  const nowIso = now.toISOString();
  const keepsPast = current?.publishAt && Date.parse(current.publishAt) <= now.getTime() ? current.publishAt : null;
  let publishAt: string | null;
  switch (input.status ?? (current ? 'keep' : 'published')) {
    case 'draft':
      if (input.unpublishAt) return { error: PUBLISHING_ERRORS.draftUnpublish, field: 'unpublish_at' };
      return { ok: { publishAt: null, unpublishAt: null } };
    case 'published':
      publishAt = keepsPast ?? nowIso;
      break;
    case 'scheduled': {
      if (!input.publishAt) return { error: PUBLISHING_ERRORS.publishAtRequired, field: 'publish_at' };
      publishAt = instantOf(input.publishAt);
      if (!publishAt) return { error: PUBLISHING_ERRORS.publishAtInvalid, field: 'publish_at' };
      if (Date.parse(publishAt) <= now.getTime()) return { error: PUBLISHING_ERRORS.publishAtPast, field: 'publish_at' };
      break;
    }
    default:
      publishAt = current?.publishAt ?? null;
  }
  let unpublishAt = current?.unpublishAt ?? null;
  if (input.unpublishAt !== undefined) {
    unpublishAt = input.unpublishAt === '' ? null : instantOf(input.unpublishAt);
    if (input.unpublishAt !== '' && !unpublishAt) return { error: PUBLISHING_ERRORS.unpublishAtInvalid, field: 'unpublish_at' };
  }
  if (unpublishAt !== null && publishAt === null) return { error: PUBLISHING_ERRORS.draftUnpublish, field: 'unpublish_at' };
  if (unpublishAt !== null && publishAt !== null && Date.parse(unpublishAt) <= Date.parse(publishAt)) {
    return { error: PUBLISHING_ERRORS.unpublishBeforePublish, field: 'unpublish_at' };
  }
  return { ok: { publishAt, unpublishAt } };
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PUBLISHING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(time: number) {
  const parts = Object.fromEntries(wallClock.formatToParts(time).map((p) => [p.type, p.value]));
  return { y: parts.year!, mo: parts.month!, d: parts.day!, h: parts.hour!, mi: parts.minute!, s: parts.second! };
}

/** An instant as the value of a datetime-local input in Dar es Salaam ('2026-12-01T09:00'); '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return '';
  const { y, mo, d, h, mi } = wallParts(time);
  return `${y}-${mo}-${d}T${h}:${mi}`;
}

/**
 * The instant of a datetime-local value read as Dar es Salaam time, as stored; '' for a blank
 * input, null for one that is no date. The zone's offset is asked of Intl, not written here.
 */
export function fromLocalInput(local: string): string | null {
  if (local.trim() === '') return '';
  const value = local.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  const w = wallParts(asUtc);
  const offset = Date.UTC(+w.y, +w.mo - 1, +w.d, +w.h, +w.mi, +w.s) - asUtc;
  const instant = new Date(asUtc - offset).toISOString();
  // A day that does not exist (31 April) rolls over in Date.UTC: refused rather than moved.
  return toLocalInput(instant) === value ? instant : null;
}

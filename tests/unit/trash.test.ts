import { describe, expect, it } from 'vitest';
import { daysLeft, daysSince, purgeAt, purgeCutoff } from '../../src/domain/trash';
import { isTrashType } from '../../src/kinds';

const at = (iso: string) => new Date(iso);

describe('the trash days', () => {
  it('purges 30 days after the delete, and due is what was deleted before now minus 30 days', () => {
    expect(purgeAt('2026-03-01T10:00:00.000Z').toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(purgeCutoff(at('2026-03-31T10:00:00.000Z'))).toBe('2026-03-01T10:00:00.000Z');
  });

  it('counts the days left rounded up, never below 0; an unreadable date reads 0', () => {
    const purge = '2026-03-31T10:00:00.000Z';
    expect(daysLeft(purge, at('2026-03-01T10:00:00.000Z'))).toBe(30);
    expect(daysLeft(purge, at('2026-03-31T08:00:00.000Z'))).toBe(1);
    expect(daysLeft(purge, at('2026-03-31T10:00:00.000Z'))).toBe(0);
    expect(daysLeft(purge, at('2026-04-02T00:00:00.000Z'))).toBe(0);
    expect(daysLeft('abc', at('2026-03-01T10:00:00.000Z'))).toBe(0);
  });

  it('counts the days since the delete rounded down: 0 on its day', () => {
    const deleted = '2026-03-01T10:00:00.000Z';
    expect(daysSince(deleted, at('2026-03-01T23:00:00.000Z'))).toBe(0);
    expect(daysSince(deleted, at('2026-03-02T10:00:00.000Z'))).toBe(1);
    expect(daysSince(deleted, at('2026-02-28T00:00:00.000Z'))).toBe(0);
    expect(daysSince('abc', at('2026-03-02T10:00:00.000Z'))).toBe(0);
  });

  it('knows its six types, and nothing else', () => {
    expect(['announcement', 'media', 'leader', 'book', 'event', 'summit'].every(isTrashType)).toBe(true);
    expect(['poster', 'Announcement', '', 'constructor'].some(isTrashType)).toBe(false);
  });
});

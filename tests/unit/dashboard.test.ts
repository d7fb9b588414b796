import { describe, expect, it } from 'vitest';
import { mediaCountFailureText, readCount, totalOf } from '../../src/domain/dashboard';
import { KIND_BY_KEY } from '../../src/kinds';

const leaders = KIND_BY_KEY.leaders.admin.count.fields;

describe('dashboard counts', () => {
  it('reads whole, non-negative numbers only', () => {
    expect(readCount(0)).toBe(0);
    expect(readCount(24)).toBe(24);
    for (const bad of [-1, 1.5, Number.NaN, '3', null, undefined, {}]) expect(readCount(bad)).toBeNull();
  });

  it('adds the four leader counts', () => {
    expect(totalOf({ total_chaplains: 6, total_union_leaders: 3, total_conference_leaders: 4, total_zone_leaders: 5 }, leaders)).toBe(18);
    expect(totalOf({ total_chaplains: 0, total_union_leaders: 0, total_conference_leaders: 0, total_zone_leaders: 0 }, leaders)).toBe(0);
  });

  it("reads a one-count card's field, and no other", () => {
    expect(totalOf({ total_media: 24, total_events: 3 }, KIND_BY_KEY.albums.admin.count.fields)).toBe(24);
    expect(totalOf({ total_events: 3 }, KIND_BY_KEY.albums.admin.count.fields)).toBeNull();
  });

  it('gives no total when a count is missing or not a count (no half-known sum), or the answer is no object', () => {
    expect(totalOf({ total_chaplains: 6, total_union_leaders: 3, total_conference_leaders: 4 }, leaders)).toBeNull();
    expect(totalOf({ total_chaplains: 6, total_union_leaders: '3', total_conference_leaders: 4, total_zone_leaders: 5 }, leaders)).toBeNull();
    for (const answer of [null, undefined, 18, 'text']) expect(totalOf(answer, leaders)).toBeNull();
  });
});

describe('media count toast (spec section 8)', () => {
  it("shows the server's error field when it sent one", () => {
    expect(mediaCountFailureText({ kind: 'failed', body: { error: 'Database is locked.', message: 'x' } })).toBe('Database is locked.');
  });

  it('falls back to the unexpected-error text without one (no answer, or a body without error)', () => {
    const text = 'An unexpected error occurred while fetching media count';
    expect(mediaCountFailureText({ kind: 'failed' })).toBe(text);
    expect(mediaCountFailureText({ kind: 'failed', body: { message: 'only message' } })).toBe(text);
    expect(mediaCountFailureText({ kind: 'failed', body: { error: '   ' } })).toBe(text);
    expect(mediaCountFailureText({ kind: 'failed', body: 'text body' })).toBe(text);
  });

  it("says 'Failed to fetch media count' for an answer without a count", () => {
    expect(mediaCountFailureText({ kind: 'bad-answer' })).toBe('Failed to fetch media count');
  });
});

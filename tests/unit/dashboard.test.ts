import { describe, expect, it } from 'vitest';
import { mediaCountFailureText, readCount, totalLeaders } from '../../src/domain/dashboard';

describe('dashboard counts', () => {
  it('reads whole, non-negative numbers only', () => {
    expect(readCount(0)).toBe(0);
    expect(readCount(24)).toBe(24);
    for (const bad of [-1, 1.5, Number.NaN, '3', null, undefined, {}]) expect(readCount(bad)).toBeNull();
  });

  it('adds the four leader counts', () => {
    expect(totalLeaders({ total_chaplains: 6, total_union_leaders: 3, total_conference_leaders: 4, total_zone_leaders: 5 })).toBe(18);
    expect(totalLeaders({ total_chaplains: 0, total_union_leaders: 0, total_conference_leaders: 0, total_zone_leaders: 0 })).toBe(0);
  });

  it('gives no total when a count is missing or not a count (no half-known sum)', () => {
    expect(totalLeaders({ total_chaplains: 6, total_union_leaders: 3, total_conference_leaders: 4 })).toBeNull();
    expect(totalLeaders({ total_chaplains: 6, total_union_leaders: '3', total_conference_leaders: 4, total_zone_leaders: 5 })).toBeNull();
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

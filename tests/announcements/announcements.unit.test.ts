import { describe, expect, it } from 'vitest';
import { isRecentPost, needsDescriptionToggle, needsTitleToggle, newestFirst, recentPosts } from '../../src/features/announcements/rules';

const now = new Date('2025-03-10T12:00:00.000Z');
const daysAgo = (d: number, extraMs = 0) => new Date(now.getTime() - d * 86_400_000 - extraMs).toISOString();

describe('recent posts (last 7 days)', () => {
  it('includes exactly 7 days ago and excludes a millisecond more', () => {
    expect(isRecentPost({ CreatedAt: daysAgo(7) }, now)).toBe(true);
    expect(isRecentPost({ CreatedAt: daysAgo(7, 1) }, now)).toBe(false);
    expect(isRecentPost({ CreatedAt: daysAgo(0) }, now)).toBe(true);
  });

  it('excludes missing, invalid and future dates', () => {
    expect(isRecentPost({}, now)).toBe(false);
    expect(isRecentPost({ CreatedAt: 'abc' }, now)).toBe(false);
    expect(isRecentPost({ CreatedAt: daysAgo(-1) }, now)).toBe(false);
  });

  it('lists recent posts newest first, taking now as a number too', () => {
    const posts = [
      { ID: 1, CreatedAt: daysAgo(6) },
      { ID: 2, CreatedAt: daysAgo(8) },
      { ID: 3, CreatedAt: daysAgo(1) },
    ];
    expect(recentPosts(posts, now.getTime()).map((p) => p.ID)).toEqual([3, 1]);
  });
});

describe('toggles', () => {
  it('description toggle only over 100 characters', () => {
    expect(needsDescriptionToggle('a'.repeat(100))).toBe(false);
    expect(needsDescriptionToggle('a'.repeat(101))).toBe(true);
    expect(needsDescriptionToggle(null)).toBe(false);
  });

  it('post title toggle only over 50 characters', () => {
    expect(needsTitleToggle('a'.repeat(50))).toBe(false);
    expect(needsTitleToggle('a'.repeat(51))).toBe(true);
    expect(needsTitleToggle(undefined)).toBe(false);
  });
});

describe('newestFirst (admin order)', () => {
  it('sorts by CreatedAt descending', () => {
    const posts = [
      { ID: 1, CreatedAt: '2025-03-01T00:00:00Z' },
      { ID: 2, CreatedAt: '2025-03-03T00:00:00Z' },
      { ID: 3, CreatedAt: '2025-03-02T00:00:00Z' },
    ];
    expect(newestFirst(posts).map((p) => p.ID)).toEqual([2, 3, 1]);
  });

  it('reverses the API order for equal or unreadable dates, unreadable last', () => {
    const posts = [
      { ID: 1, CreatedAt: '2025-03-01T00:00:00Z' },
      { ID: 2, CreatedAt: '2025-03-01T00:00:00Z' },
      { ID: 3, CreatedAt: 'abc' },
      { ID: 4, CreatedAt: null },
    ];
    expect(newestFirst(posts).map((p) => p.ID)).toEqual([2, 1, 4, 3]);
  });
});

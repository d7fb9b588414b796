import { describe, expect, it } from 'vitest';
import { ERROR_FIELD, errorMessage, errorText, isNoTokenError } from '../../src/domain/errors';
import { EMPTY, ERRORS, LAZY_THRESHOLD, SKELETON_COUNT, SUCCESS, TIMINGS, withDetail } from '../../src/domain/notices';

describe('errorText (section 8)', () => {
  it("leaders, calendar and books read 'error'; summits read 'message'", () => {
    expect(ERROR_FIELD).toEqual({ leaders: 'error', calendar: 'error', books: 'error', summits: 'message' });
    const body = { error: 'Name too long', message: 'Something else' };
    expect(errorText(body, ERROR_FIELD.leaders, ERRORS.leaders.add)).toBe('Name too long');
    expect(errorText(body, ERROR_FIELD.summits, ERRORS.summits.retrieve)).toBe('Something else');
  });

  it('falls back for a missing, blank or non-text field and for bodies that are not objects', () => {
    expect(errorText({ message: 'x' }, 'error', 'Failed to fetch leaders')).toBe('Failed to fetch leaders');
    expect(errorText({ error: '  ' }, 'error', 'fb')).toBe('fb');
    expect(errorText({ error: 404 }, 'error', 'fb')).toBe('fb');
    expect(errorText('Internal Server Error', 'error', 'fb')).toBe('fb');
    expect(errorText(null, 'message', 'fb')).toBe('fb');
  });

  it("errorMessage: the thrown error's own message, else the fallback", () => {
    expect(errorMessage(new Error('Server unreachable'), ERRORS.calendar.publicLoad)).toBe('Server unreachable');
    expect(errorMessage(new Error(''), ERRORS.calendar.publicLoad)).toBe('Failed to load events. Please try again later.');
    expect(errorMessage(undefined, 'fb')).toBe('fb');
  });

  it("recognises the 'No token found' error", () => {
    expect(isNoTokenError(new Error(ERRORS.auth.noToken))).toBe(true);
    expect(isNoTokenError(new Error('Failed to delete summit.'))).toBe(false);
  });
});

describe('catalogue', () => {
  it('keeps a sample of texts letter for letter', () => {
    expect(SUCCESS.eventAdded).toBe('New event has been successfully added to the calendar!');
    expect(SUCCESS.leaderAdded).toBe('Leader added successfully');
    expect(ERRORS.leaders.notArray).toBe('Invalid data format: Expected an array of leaders.');
    expect(ERRORS.summits.publicLoad).toBe('Failed to load summit details. Please check your network or contact support.');
    expect(EMPTY.gallery).toBe('No memories to display yet. Stay tuned for more!');
    expect(EMPTY.poster).toBe('No Poster Available');
  });

  it('has no text with stray whitespace', () => {
    const texts: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === 'string') texts.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk([SUCCESS, ERRORS, EMPTY]);
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) expect(t, t).toBe(t.trim().replace(/\s{2,}/g, ' '));
  });

  it('appends a detail after the prefix', () => {
    expect(withDetail(ERRORS.settings.update, 'Mission text is required.')).toBe('Failed to update settings: Mission text is required.');
    expect(withDetail(ERRORS.summits.create, ' ')).toBe('Failed to create summit.');
  });

  it('timings of section 9', () => {
    expect(TIMINGS).toMatchObject({
      bannerMs: 3000,
      settingsBannerMs: 5000,
      newLeaderHighlightMs: 1000,
      carouselIntervalMs: 5000,
      swipeThresholdPx: 50,
      affiliateIntervalMs: 3000,
      homeErrorToastDelayMs: 3000,
    });
    expect(SKELETON_COUNT).toBe(6);
    expect(LAZY_THRESHOLD).toBe(0.1);
  });
});

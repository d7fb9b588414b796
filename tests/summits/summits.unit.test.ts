import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SUMMIT_RETRY,
  PUBLIC_SUMMIT_RETRY,
  type RetryHooks,
  nextRetryDelay,
  normalizeSummit,
  normalizeSummits,
  parsePosters,
  runWithRetry,
  summitRetryMessage,
} from '../../src/features/summits/rules';
import { checkPosters, checkSummitCreatePayload, validateSummitForm } from '../../src/features/summits/checks';

const file = (name = 'f') => new File(['x'], name);

describe('summits list', () => {
  it('drops summits whose ID is missing or not numeric', () => {
    const list = [{ ID: 1 }, { ID: '2' }, { ID: 'abc' }, {}, { ID: null }, { ID: Number.NaN }, { ID: '3x' }];
    expect(normalizeSummits(list).map((s) => s.ID)).toEqual([1, 2]);
  });

  it("reads 'Untitled Summit' for a blank title and null for absent files", () => {
    expect(normalizeSummit({ ID: 5, Title: '  ', OutfitImage: '', Timetable: null })).toEqual({
      ID: 5,
      Title: 'Untitled Summit',
      OutfitImage: null,
      Timetable: null,
      Posters: [],
    });
    // On a Swahili page (issue 31), the site's word for it is Swahili; a title of its own stays as written.
    expect(normalizeSummits([{ ID: 5, Title: ' ' }, { ID: 6, Title: 'Summit 2025' }], 'sw').map((s) => s.Title)).toEqual(['Kongamano lisilo na jina', 'Summit 2025']);
  });
});

describe('parsePosters', () => {
  it('reads an array or JSON text, skipping entries that are not non-empty text', () => {
    expect(parsePosters(['a.webp', '', ' ', 7, null, 'b.webp'])).toEqual(['a.webp', 'b.webp']);
    expect(parsePosters('["a.webp", 3, "b.webp"]')).toEqual(['a.webp', 'b.webp']);
  });

  it('gives [] for anything unreadable', () => {
    for (const value of ['not json', '{"0":"a"}', '', null, undefined, 42]) expect(parsePosters(value)).toEqual([]);
  });
});

describe('validateSummitForm', () => {
  it("needs a title: 'Summit title is required.'", () => {
    expect(validateSummitForm({ title: ' ', outfitImage: file(), timetable: file() }, 'create')).toBe('Summit title is required.');
    expect(validateSummitForm({ title: '' }, 'edit')).toBe('Summit title is required.');
  });

  it('needs outfit image and timetable on create only', () => {
    const text = 'Outfit image and timetable are required for creating a summit.';
    expect(validateSummitForm({ title: 'S', outfitImage: file() }, 'create')).toBe(text);
    expect(validateSummitForm({ title: 'S', timetable: file() }, 'create')).toBe(text);
    expect(validateSummitForm({ title: 'S', outfitImage: file(), timetable: file() }, 'create')).toBeNull();
    expect(validateSummitForm({ title: 'S' }, 'edit')).toBeNull();
  });
});

describe('client payload checks', () => {
  const ok = { title: 'Summit', outfitImage: file(), timetable: file(), posters: [file(), file()] };

  it('passes a good payload, with or without posters', () => {
    expect(checkSummitCreatePayload(ok)).toBeNull();
    expect(checkSummitCreatePayload({ ...ok, posters: undefined })).toBeNull();
  });

  it('gives the spec text for each fault', () => {
    expect(checkSummitCreatePayload({ ...ok, title: 42 })).toBe('Title is required and must be a string.');
    expect(checkSummitCreatePayload({ ...ok, title: '' })).toBe('Title is required and must be a string.');
    expect(checkSummitCreatePayload({ ...ok, outfitImage: 'a.png' })).toBe('Outfit image is required and must be a valid file.');
    expect(checkSummitCreatePayload({ ...ok, timetable: undefined })).toBe('Timetable is required and must be a valid file.');
    expect(checkSummitCreatePayload({ ...ok, posters: file() })).toBe('Posters must be an array.');
    expect(checkSummitCreatePayload({ ...ok, posters: [file(), 'b.png'] })).toBe('All posters must be valid files.');
    expect(checkPosters([])).toBeNull();
  });
});

describe('retry policies', () => {
  it('admin: retries only timeouts, after 2000 ms, 3 attempts in all', () => {
    const timeout = new Error('Request timeout');
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 1, timeout)).toBe(2000);
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 2, timeout)).toBe(2000);
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 3, timeout)).toBeNull();
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 1, new Error('Gateway Timeout'))).toBe(2000);
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 1, new Error('Summit title is required.'))).toBeNull();
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 1, 'timeout')).toBe(2000);
    expect(nextRetryDelay(ADMIN_SUMMIT_RETRY, 1, undefined)).toBeNull();
  });

  it('public: retries any failure after 2000 ms, up to 2 retries', () => {
    expect(nextRetryDelay(PUBLIC_SUMMIT_RETRY, 1, new Error('x'))).toBe(2000);
    expect(nextRetryDelay(PUBLIC_SUMMIT_RETRY, 2, new Error('x'))).toBe(2000);
    expect(nextRetryDelay(PUBLIC_SUMMIT_RETRY, 3, new Error('x'))).toBeNull();
  });

  it("words the retry message 'Retrying summit operation (Attempt n/3)...'", () => {
    expect(summitRetryMessage(2)).toBe('Retrying summit operation (Attempt 2/3)...');
    expect(summitRetryMessage(3)).toBe('Retrying summit operation (Attempt 3/3)...');
  });
});

describe('runWithRetry', () => {
  it('retries timeouts twice, then throws the last error', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const onRetry = vi.fn<NonNullable<RetryHooks['onRetry']>>();
    const op = vi.fn((attempt: number) => Promise.reject(new Error(`timeout #${attempt}`)));
    await expect(runWithRetry(op, ADMIN_SUMMIT_RETRY, { sleep, onRetry })).rejects.toThrow('timeout #3');
    expect(op).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [2000]]);
    expect(onRetry.mock.calls.map(([n]) => summitRetryMessage(n))).toEqual([
      'Retrying summit operation (Attempt 2/3)...',
      'Retrying summit operation (Attempt 3/3)...',
    ]);
  });

  it('does not retry an error that is not retryable', async () => {
    const op = vi.fn(() => Promise.reject(new Error('Failed to update summit.')));
    await expect(runWithRetry(op, ADMIN_SUMMIT_RETRY, { sleep: () => Promise.resolve() })).rejects.toThrow('Failed to update summit.');
    expect(op).toHaveBeenCalledTimes(1);
  });

  it('resolves with the first success', async () => {
    let calls = 0;
    const result = await runWithRetry(
      () => {
        calls += 1;
        return calls < 2 ? Promise.reject(new Error('offline')) : Promise.resolve('loaded');
      },
      PUBLIC_SUMMIT_RETRY,
      { sleep: () => Promise.resolve() },
    );
    expect(result).toBe('loaded');
    expect(calls).toBe(2);
  });

  it('stops retrying once aborted', async () => {
    const controller = new AbortController();
    const op = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(
      runWithRetry(op, PUBLIC_SUMMIT_RETRY, {
        sleep: () => Promise.resolve(controller.abort()),
        signal: controller.signal,
      }),
    ).rejects.toThrow('offline');
    expect(op).toHaveBeenCalledTimes(1);
  });

  it('waits with real timers by default', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const done = runWithRetry(
        () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new Error('timeout')) : Promise.resolve(calls);
        },
        ADMIN_SUMMIT_RETRY,
      );
      await vi.advanceTimersByTimeAsync(1999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the posters' details", () => {
  it('are kept by path, what makes no sense left out, and absent when none has any', () => {
    const day1 = { alt: 'Day one', decorative: false, focus: null };
    const view = normalizeSummit({ ID: 1, Title: 'S', Posters: ['uploads/a.webp', 'uploads/b.webp'], PosterDetails: { 'uploads/a.webp': day1, 'uploads/b.webp': { alt: 7 } } });
    expect(view?.PosterDetails).toEqual({ 'uploads/a.webp': day1 });
    expect(normalizeSummit({ ID: 2, Title: 'S', Posters: [], PosterDetails: 'nonsense' })).not.toHaveProperty('PosterDetails');
  });
});

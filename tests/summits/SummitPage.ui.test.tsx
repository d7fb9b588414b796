// The public summit page's timings with fake timers in a real browser (spec sections 4 and 9): a
// failed load is retried after exactly 2000 ms, twice (3 attempts in all); the green message stays
// exactly 3000 ms; a window focus reloads, but does not restart a load that is still retrying.
// The Summit stories check the same in real time.
import { act } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { rootPerTest } from '../ui/mount';
import { ApiError } from '../../src/api/errors';
import type { Summit } from '../../src/features/summits/api';

const listSummits = vi.hoisted(() => vi.fn<(options?: { signal?: AbortSignal }) => Promise<Summit[]>>());
// Only the list call is stubbed; the rest of the module (the page's seed) stays as it is.
vi.mock('../../src/features/summits/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/features/summits/api')>()), listSummits }));

const { default: SummitPage } = await import('../../src/features/summits/public/SummitPage');

const SUMMIT: Summit = {
  ID: 1,
  Title: 'Annual Summit',
  OutfitImage: null,
  Timetable: 'uploads/plan.pdf',
  Posters: [],
  CreatedAt: '2025-06-01T08:00:00.000Z',
};

const unavailable = () => new ApiError('Request failed with status 503', { status: 503 });

beforeEach(() => {
  listSummits.mockReset();
});
const dom = rootPerTest({ act: true, fakeTimers: true });

/** Lets pending promises settle and advances the fake clock by `ms`. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const alert = () => document.querySelector('[role="alert"]');
const text = (t: string) => [...document.querySelectorAll('p')].find((p) => p.textContent === t) ?? null;

describe('public summit retries', () => {
  test('retries after exactly 2000 ms, twice, then shows the error and stops', async () => {
    listSummits.mockRejectedValue(unavailable());
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    expect(listSummits).toHaveBeenCalledTimes(1);
    expect(alert()).toHaveTextContent('Failed to load summit details. Please check your network or contact support.');
    expect(text('Retrying summit operation (Attempt 2/3)...')).not.toBeNull();

    await advance(1999);
    expect(listSummits).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(listSummits).toHaveBeenCalledTimes(2);
    expect(text('Retrying summit operation (Attempt 3/3)...')).not.toBeNull();

    await advance(1999);
    expect(listSummits).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(listSummits).toHaveBeenCalledTimes(3);

    await advance(60_000);
    expect(listSummits).toHaveBeenCalledTimes(3);
    expect(text('Retrying summit operation (Attempt 3/3)...')).toBeNull();
    expect(alert()).toHaveTextContent('Failed to load summit details. Please check your network or contact support.');
  });

  test("shows the answer's 'message' field, and the summits once a retry succeeds", async () => {
    const body = { error: 'Database busy.', message: 'Database busy.' };
    listSummits.mockRejectedValueOnce(new ApiError('Database busy.', { status: 500, body })).mockResolvedValue([SUMMIT]);
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    expect(alert()).toHaveTextContent('Database busy.');
    await advance(2000);
    expect(listSummits).toHaveBeenCalledTimes(2);
    expect(alert()).toBeNull();
    expect(dom.container.querySelector('h2')).toHaveTextContent('Annual Summit');
  });
});

describe('public summit success message', () => {
  test('stays exactly 3000 ms', async () => {
    listSummits.mockResolvedValue([SUMMIT]);
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    expect(text('Summit details loaded successfully!')).not.toBeNull();
    await advance(2999);
    expect(text('Summit details loaded successfully!')).not.toBeNull();
    await advance(1);
    expect(text('Summit details loaded successfully!')).toBeNull();
  });

  test("reads 'No summit details available at the moment.' after a load with none", async () => {
    listSummits.mockResolvedValue([]);
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    expect(text('No summit details available at the moment.')).not.toBeNull();
    expect(text('No summit details available at the moment. Check back later for updates!')).not.toBeNull();
  });
});

describe('reload on focus', () => {
  test('a window focus loads again and shows the message again', async () => {
    listSummits.mockResolvedValue([SUMMIT]);
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    await advance(3000);
    expect(text('Summit details loaded successfully!')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(listSummits).toHaveBeenCalledTimes(2);
    expect(text('Summit details loaded successfully!')).not.toBeNull();
  });

  test('a focus while retrying does not start another load', async () => {
    listSummits.mockRejectedValueOnce(unavailable()).mockResolvedValue([SUMMIT]);
    act(() => dom.root.render(<SummitPage />));
    await advance(500);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(listSummits).toHaveBeenCalledTimes(1);
    await advance(1500);
    expect(listSummits).toHaveBeenCalledTimes(2);
    expect(text('Summit details loaded successfully!')).not.toBeNull();
  });

  test('stops listening when the page is left', async () => {
    listSummits.mockResolvedValue([SUMMIT]);
    act(() => dom.root.render(<SummitPage />));
    await advance(0);
    act(() => dom.root.render(<div />));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(listSummits).toHaveBeenCalledTimes(1);
  });
});

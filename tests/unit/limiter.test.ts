import { describe, expect, it } from 'vitest';
import { limiter, LimiterFull } from '../../server/http/limiter';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('limiter', () => {
  it('runs at most `active` tasks at once, the rest in order as slots free up', async () => {
    const jobs = limiter(2);
    const order: number[] = [];
    let now = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        jobs.run(async () => {
          now += 1;
          most = Math.max(most, now);
          order.push(i);
          await tick();
          now -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(jobs.peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([jobs.running, jobs.waiting]).toEqual([0, 0]);
  });

  it('refuses past its queue, and a failing task frees its slot', async () => {
    const jobs = limiter(1, 1);
    let release!: () => void;
    const first = jobs.run(() => new Promise<void>((r) => (release = r)));
    const second = jobs.run(() => Promise.reject(new Error('broken')));
    await expect(jobs.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(LimiterFull);
    release();
    await first;
    await expect(second).rejects.toThrow('broken');
    await expect(jobs.run(() => Promise.resolve('again'))).resolves.toBe('again');
    expect([jobs.running, jobs.waiting]).toEqual([0, 0]);
  });

  it('serves the first line before the other, each with its own room', async () => {
    const jobs = limiter(1, 1);
    const order: string[] = [];
    let release!: () => void;
    const holding = jobs.run(() => new Promise<void>((r) => (release = r)));
    const stranger = jobs.run(() => Promise.resolve(void order.push('stranger')));
    const owner = jobs.run(() => Promise.resolve(void order.push('owner')), { first: true });
    // The strangers' line is full; the owner's has its own room.
    await expect(jobs.run(() => Promise.resolve(undefined))).rejects.toBeInstanceOf(LimiterFull);
    release();
    await Promise.all([holding, stranger, owner]);
    expect(order).toEqual(['owner', 'stranger']);
  });
});

/**
 * The affiliates' highlight, with fake timers: it moves exactly every 3000 ms (spec: 3 s) and wraps
 * around; held still when told. The home page's story (AffiliatesRotate) sees it move in real time,
 * without a bound on when: a busy machine stretches real time, fake timers do not.
 */
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { advance, rootPerTest } from './mount';
import { Affiliates } from '../../src/public/home/Affiliates';
import { AFFILIATES } from '../../src/public/home/affiliates';
import { TIMINGS } from '../../src/domain/timings';

const dom = rootPerTest({ act: true, fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] } });

/** The index of the one highlighted mark. */
function highlighted(): number {
  const links = [...dom.container.querySelectorAll('a')];
  const marked = links.flatMap((link, index) => (link.hasAttribute('data-highlighted') ? [index] : []));
  expect(marked).toHaveLength(1);
  return marked[0]!;
}

describe('Affiliates', () => {
  test('the highlight moves on exactly every 3000 ms and wraps from the last mark to the first', () => {
    expect(TIMINGS.affiliateIntervalMs).toBe(3000);
    act(() => dom.root.render(<Affiliates items={AFFILIATES} />));
    expect(highlighted()).toBe(0);
    for (let step = 1; step <= AFFILIATES.length; step += 1) {
      advance(2999);
      expect(highlighted()).toBe(step - 1);
      advance(1);
      expect(highlighted()).toBe(step % AFFILIATES.length);
    }
  });

  test('held on the first mark when it does not rotate', () => {
    act(() => dom.root.render(<Affiliates items={AFFILIATES} rotate={false} />));
    advance(60_000);
    expect(highlighted()).toBe(0);
  });
});

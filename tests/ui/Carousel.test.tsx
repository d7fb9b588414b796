/**
 * The Carousel's timing, with fake timers: the exact 5000 ms default (the app's, given by
 * ./mount.tsx), the restart after a manual move, the pauses (hover, focus, Pause button) and
 * prefers-reduced-motion. The stories (stories/ui/Carousel.stories.tsx) cover the same behaviour
 * with real time and a short interval.
 */
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { advance, rootPerTest } from './mount';
import { Carousel, type CarouselProps } from '../../src/ui/Carousel';
import '../../src/ui/tokens.css';
import '../../src/ui/global.css';

const ITEMS = ['First', 'Second', 'Third'].map((text) => <p key={text}>{text}</p>);

const dom = rootPerTest({ act: true, fakeTimers: { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] } });
afterEach(() => {
  vi.restoreAllMocks();
});

function render(props: Partial<CarouselProps> = {}) {
  act(() => dom.root.render(<Carousel items={ITEMS} label="Announcements" {...props} />));
}

/** The aria-label ('2 of 3') of the one slide that is not inert. */
function shown(): string | null {
  const slides = [...dom.container.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter((s) => !s.inert);
  expect(slides).toHaveLength(1);
  return slides[0]!.getAttribute('aria-label');
}

function button(name: string): HTMLButtonElement {
  const found = [...dom.container.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

/** window.matchMedia answering `matches` for prefers-reduced-motion, with a switch that fires 'change'. */
function fakeReducedMotion(initial: boolean) {
  const QUERY = '(prefers-reduced-motion: reduce)';
  const listeners = new Set<() => void>();
  let matches = initial;
  const realMatchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    if (query !== QUERY) return realMatchMedia(query);
    return {
      get matches() {
        return matches;
      },
      media: QUERY,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    set(value: boolean) {
      matches = value;
      for (const listener of listeners) listener();
    },
  };
}

/** `now` shows until exactly `ms` have passed, then `next`. */
function expectMoveAfter(ms: number, now: string, next: string) {
  advance(ms - 1);
  expect(shown()).toBe(now);
  advance(1);
  expect(shown()).toBe(next);
}

/** Nothing moves while `hold` is in effect; after `release`, the next slide comes one full interval later. */
function expectHeld(hold: () => void, release: () => void) {
  act(hold);
  advance(20_000);
  expect(shown()).toBe('1 of 3');
  act(release);
  expectMoveAfter(5000, '1 of 3', '2 of 3');
}

describe('Carousel auto-advance', () => {
  test('moves on exactly every 5000 ms by default and wraps from the last slide to the first', () => {
    render();
    expect(shown()).toBe('1 of 3');
    expectMoveAfter(5000, '1 of 3', '2 of 3');
    expectMoveAfter(5000, '2 of 3', '3 of 3');
    advance(5000);
    expect(shown()).toBe('1 of 3');
  });

  test('the interval is a prop', () => {
    render({ interval: 3000 });
    expectMoveAfter(3000, '1 of 3', '2 of 3');
  });

  test('a move by hand starts a full interval again', () => {
    render();
    advance(3000);
    act(() => button('Go to slide 3').click());
    expect(shown()).toBe('3 of 3');
    // The click focused nothing (a synthetic click), so only the timer is at work.
    expectMoveAfter(5000, '3 of 3', '1 of 3');
  });

  test('holds still while the pointer is over it', () => {
    render();
    const carousel = dom.container.querySelector('section')!;
    // React derives pointerenter/pointerleave from pointerover/pointerout.
    expectHeld(
      () => carousel.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: document.body })),
      () => carousel.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body })),
    );
  });

  test('holds still while focus is inside', () => {
    render();
    expectHeld(
      () => button('Next slide').focus(),
      () => button('Next slide').blur(),
    );
  });

  test('the Pause button stops it until Play is pressed', () => {
    render();
    // button() throws when there is no such button: Pause becomes Play.
    expectHeld(
      () => button('Pause slideshow').click(),
      () => button('Play slideshow').click(),
    );
  });

  test('never moves by itself under prefers-reduced-motion, and offers no Pause button', () => {
    const reduced = fakeReducedMotion(true);
    render();
    advance(60_000);
    expect(shown()).toBe('1 of 3');
    expect(() => button('Pause slideshow')).toThrow();
    // It can still be moved by hand.
    act(() => button('Next slide').click());
    expect(shown()).toBe('2 of 3');
    // The setting is followed live.
    act(() => reduced.set(false));
    advance(5000);
    expect(shown()).toBe('3 of 3');
    act(() => reduced.set(true));
    advance(60_000);
    expect(shown()).toBe('3 of 3');
  });

  test('autoPlay={false} and a single item never move', () => {
    render({ autoPlay: false });
    advance(60_000);
    expect(shown()).toBe('1 of 3');
    render({ items: [ITEMS[0]] });
    advance(60_000);
    expect(shown()).toBe('1 of 1');
  });
});

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import { UI_TEXTS } from '../../src/domain/texts/uiTexts';
import { TIMINGS } from '../../src/domain/timings';
import { UiTextsProvider } from '../../src/ui/texts';
import { UiTimingsProvider } from '../../src/ui/timings';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

interface Options {
  /** The test drives React with act() itself: say so to React, and unmount inside act(). */
  act?: boolean;
  /** Fake timers for each test (true: vitest's defaults), real ones again after it. */
  fakeTimers?: true | Parameters<typeof vi.useFakeTimers>[0];
}

/** What the app's root gives the design system (src/ui): the specification's timings, its English words. */
function DesignSystemProviders({ children }: { children: ReactNode }) {
  return (
    <UiTimingsProvider timings={TIMINGS}>
      <UiTextsProvider texts={UI_TEXTS}>{children}</UiTextsProvider>
    </UiTimingsProvider>
  );
}

/**
 * A React root in a fresh container of the document for each test, unmounted and removed after it.
 * What it renders sits inside what the app's root gives the design system, as a story sits inside
 * Storybook's decorator.
 */
export function rootPerTest({ act: byAct = false, fakeTimers }: Options = {}) {
  const dom = {} as { container: HTMLDivElement; root: Root };
  beforeEach(() => {
    if (byAct) globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    if (fakeTimers) vi.useFakeTimers(fakeTimers === true ? undefined : fakeTimers);
    dom.container = document.createElement('div');
    document.body.appendChild(dom.container);
    const root = createRoot(dom.container);
    dom.root = { render: (children) => root.render(<DesignSystemProviders>{children}</DesignSystemProviders>), unmount: () => root.unmount() };
  });
  afterEach(() => {
    if (byAct) act(() => dom.root.unmount());
    else dom.root.unmount();
    dom.container.remove();
    if (fakeTimers) vi.useRealTimers();
  });
  return dom;
}

/** Moves fake timers on by `ms` inside act(), so React renders what they set off. */
export function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

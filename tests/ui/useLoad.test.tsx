// The one data-loading hook of every screen: status names, abort on unmount and on a newer load,
// lazy start, reload keeping data shown, refetch on window focus, and in-place updates.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, test, vi } from 'vitest';
import { rootPerTest } from './mount';
import { useLoad, withErrorText, type Load, type LoadOptions, type LoadState } from '../../src/api/useLoad';

const dom = rootPerTest({ act: true });

/** A load whose answers the test settles by hand, with the signals it was given. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  const call = (i: number) => {
    const made = calls[i];
    if (!made) throw new Error(`load was called ${calls.length} times, not ${i + 1}`);
    return made;
  };
  return { load, call };
}

function mount<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[], options?: LoadOptions<T>) {
  const seen: { current: Load<T> | null } = { current: null };
  function Probe({ deps: d }: { deps: unknown[] }) {
    seen.current = useLoad(load, d, options);
    return null;
  }
  act(() => dom.root.render(<Probe deps={deps} />));
  return {
    get: () => seen.current!,
    rerender: (next: unknown[]) => act(() => dom.root.render(<Probe deps={next} />)),
  };
}

const settle = () => act(async () => {});

test('loads on mount: loading, then loaded with the data', async () => {
  const { load, call } = controlled<string[]>();
  const probe = mount(load, []);
  expect(probe.get().state).toEqual({ status: 'loading' });
  expect(probe.get().pending).toBe(true);
  call(0).resolve(['a']);
  await settle();
  expect(probe.get().state).toEqual({ status: 'loaded', data: ['a'] });
  expect(probe.get().pending).toBe(false);
});

test('a failure is an error state and told to onError; an abort is not', async () => {
  const { load, call } = controlled<string>();
  const onError = vi.fn();
  const probe = mount(load, [], { onError });
  const failure = new Error('no answer');
  call(0).reject(failure);
  await settle();
  expect(probe.get().state).toEqual({ status: 'error', error: failure });
  expect(onError).toHaveBeenCalledWith(failure);

  act(() => probe.get().reload());
  expect(probe.get().state).toEqual({ status: 'loading' });
  call(1).reject(new DOMException('stopped', 'AbortError'));
  await settle();
  expect(probe.get().state).toEqual({ status: 'loading' });
  expect(onError).toHaveBeenCalledTimes(1);
});

test('unmounting aborts the load in flight, and its late answer changes nothing', async () => {
  const { load, call } = controlled<string>();
  const onLoaded = vi.fn();
  mount(load, [], { onLoaded });
  act(() => dom.root.unmount());
  expect(call(0).signal.aborted).toBe(true);
  call(0).resolve('late');
  await settle();
  expect(onLoaded).not.toHaveBeenCalled();
  dom.root = createRoot(dom.container);
});

test('lazy: idle until start(), which loads once', async () => {
  const { load, call } = controlled<number>();
  const probe = mount(load, [], { lazy: true });
  expect(probe.get().state).toEqual({ status: 'idle' });
  expect(load).not.toHaveBeenCalled();
  act(() => probe.get().start());
  act(() => probe.get().start());
  expect(load).toHaveBeenCalledTimes(1);
  call(0).resolve(7);
  await settle();
  expect(probe.get().state).toEqual({ status: 'loaded', data: 7 });
});

test('reload keeps the loaded data shown while pending; new deps load afresh and abort the old load', async () => {
  const { load, call } = controlled<string>();
  const probe = mount(load, [1]);
  call(0).resolve('one');
  await settle();
  act(() => probe.get().reload());
  expect(probe.get().state).toEqual({ status: 'loaded', data: 'one' });
  expect(probe.get().pending).toBe(true);
  call(1).resolve('one again');
  await settle();
  expect(probe.get().state).toEqual({ status: 'loaded', data: 'one again' });

  probe.rerender([2]);
  expect(probe.get().state).toEqual({ status: 'loading' });
  probe.rerender([3]);
  expect(call(2).signal.aborted).toBe(true);
  call(2).resolve('two');
  call(3).resolve('three');
  await settle();
  expect(probe.get().state).toEqual({ status: 'loaded', data: 'three' });
});

test('refetchOnFocus loads again when the window regains focus, but not during a load', async () => {
  const { load, call } = controlled<string>();
  const probe = mount(load, [], { refetchOnFocus: true });
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(load).toHaveBeenCalledTimes(1);
  call(0).resolve('first');
  await settle();
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(load).toHaveBeenCalledTimes(2);
  call(1).resolve('second');
  await settle();
  expect(probe.get().state).toEqual({ status: 'loaded', data: 'second' });
});

test('setData changes the loaded data in place and nothing before it loaded', async () => {
  const { load, call } = controlled<string[]>();
  const probe = mount(load, []);
  act(() => probe.get().setData((list) => [...list, 'x']));
  expect(probe.get().state).toEqual({ status: 'loading' });
  call(0).resolve(['a']);
  await settle();
  act(() => probe.get().setData((list) => [...list, 'b']));
  expect(probe.get().state).toEqual({ status: 'loaded', data: ['a', 'b'] });
});

test('withErrorText puts a failure into words and passes every other state through as it is', () => {
  const failure = new Error('no answer');
  const describe = vi.fn((error: unknown) => `said: ${(error as Error).message}`);
  expect(withErrorText({ status: 'error', error: failure }, describe)).toEqual({ status: 'error', message: 'said: no answer' });
  expect(describe).toHaveBeenCalledWith(failure);
  // The same object, so what a page derives from the data is not recomputed on every render.
  const loaded: LoadState<string[]> = { status: 'loaded', data: ['a'] };
  expect(withErrorText(loaded, describe)).toBe(loaded);
  const loading: LoadState<string[]> = { status: 'loading' };
  expect(withErrorText(loading, describe)).toBe(loading);
});

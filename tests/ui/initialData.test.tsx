// A page the server rendered (decision 013) carries its API answers: useLoad starts loaded from
// them, in StrictMode too, without loading; a reload, new deps and a page reached by navigation fetch.
import { act, StrictMode, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { rootPerTest } from './mount';
import { InitialDataProvider, readInitialData, type InitialData, type Seed } from '../../src/api/initialData';
import { useLoad, type Load } from '../../src/api/useLoad';
import { INITIAL_DATA_ID } from '../../src/domain/pageData';

const dom = rootPerTest({ act: true });

const seed: Seed<string[]> = {
  path: '/api/posts',
  read: (answer) => {
    if (!Array.isArray(answer)) throw new Error('not a list');
    return answer.map(String);
  },
};

function mount(data: InitialData, lazy = true) {
  const load = vi.fn(() => new Promise<string[]>(() => {}));
  const seen: { current: Load<string[]> | null; go: (to: string) => void } = { current: null, go: () => {} };
  function Probe() {
    seen.current = useLoad(load, [], { initial: seed, lazy });
    const navigate = useNavigate();
    // Outside a data router navigate() is synchronous: there is nothing to wait for.
    seen.go = (to) => void navigate(to);
    return null;
  }
  // A new page, a new mount: as the route table mounts each page anew.
  function Page() {
    return <Probe key={useLocation().pathname} />;
  }
  const tree = (children: ReactNode) => (
    <StrictMode>
      <MemoryRouter>
        <InitialDataProvider data={data}>{children}</InitialDataProvider>
      </MemoryRouter>
    </StrictMode>
  );
  act(() => dom.root.render(tree(<Page />)));
  return { load, get: () => seen.current!, go: (to: string) => act(() => seen.go(to)) };
}

test("starts loaded from the page's answer, started though lazy, and loads nothing on mount", () => {
  const { load, get } = mount({ '/api/posts': ['a', 'b'] });
  expect(get().state).toEqual({ status: 'loaded', data: ['a', 'b'] });
  expect(get().pending).toBe(false);
  expect(load).not.toHaveBeenCalled();
});

test('a reload fetches, the answer staying shown meanwhile', () => {
  const { load, get } = mount({ '/api/posts': ['a'] });
  act(() => get().reload());
  expect(load).toHaveBeenCalledTimes(1);
  expect(get()).toMatchObject({ pending: true, state: { status: 'loaded', data: ['a'] } });
});

test('without an answer for its path, or with one it cannot read, it loads as always', () => {
  const other = mount({ '/api/media': [] });
  expect(other.get().state).toEqual({ status: 'idle' });
  act(() => other.get().start());
  expect(other.load).toHaveBeenCalled();
  const unreadable = mount({ '/api/posts': { not: 'a list' } });
  expect(unreadable.get().state).toEqual({ status: 'idle' });
});

test('after a navigation the answers are spent: the page mounted then fetches', () => {
  const { load, get, go } = mount({ '/api/posts': ['a'] }, false);
  expect(load).not.toHaveBeenCalled();
  go('/elsewhere');
  expect(get().state).toEqual({ status: 'loading' });
  expect(load).toHaveBeenCalled();
});

test("reads the page's script element, and nothing when there is none or it is broken", () => {
  expect(readInitialData(document)).toEqual({});
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = '{"/api/posts":["\\u003c/script>"]}';
  document.body.appendChild(script);
  expect(readInitialData(document)).toEqual({ '/api/posts': ['</script>'] });
  script.textContent = '{broken';
  expect(readInitialData(document)).toEqual({});
  script.remove();
});

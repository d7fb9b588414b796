import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_COPY_ID, WENT_ONLINE } from '../../src/domain/savedCopy';
import { followConnection } from '../../src/serviceWorker';

// A page the service worker answered from its saved copy is read again from the network once the
// server answers (src/serviceWorker.ts): also when the connection came back before the app, which
// starts a moment after the page shows, was listening.

const lines: HTMLElement[] = [];
function savedCopyLine() {
  const line = document.createElement('p');
  line.id = SAVED_COPY_ID;
  document.body.prepend(line);
  lines.push(line);
}

const marks = window as unknown as Record<string, unknown>;

afterEach(() => {
  lines.splice(0).forEach((line) => line.remove());
  delete marks[WENT_ONLINE];
  vi.unstubAllGlobals();
});

describe('a saved copy', () => {
  it('back online before the app listened (index.html marked it): the server is asked at once, and the page reloads', async () => {
    savedCopyLine();
    marks[WENT_ONLINE] = true;
    const head = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', head);
    const reload = vi.fn();
    followConnection(reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(head).toHaveBeenCalledWith(location.href, { method: 'HEAD', cache: 'no-store' });
  });

  it('with no "online" yet: nothing asked until the next one', async () => {
    savedCopyLine();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))));
    const reload = vi.fn();
    followConnection(reload);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();
    dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('on a page from the network: nothing is asked', async () => {
    const head = vi.fn();
    vi.stubGlobal('fetch', head);
    followConnection(vi.fn());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(head).not.toHaveBeenCalled();
  });
});

/**
 * The page's side of the service worker (src/sw/worker.ts, issue 32): registered once the app has
 * taken the page over, never before; a new version takes over at the next link the visitor follows,
 * which loads its page whole: on that page, once loaded, never in the middle of what they are doing.
 */

import { RECHECK_DELAYS_MS, SAVED_COPY_ID, WENT_ONLINE } from './domain/savedCopy';

/** Whether the browser saves data (Chrome's Data Saver): then no page is fetched again to be kept. */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** What the page fetched before a worker controlled it: the worker keeps it too (worker.ts `keep`). */
function keepThisPage(worker: ServiceWorker): void {
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  worker.postMessage({ type: 'keep', page: location.href, resources });
}

/**
 * A page the app opened itself (a link followed in the app: no page load the worker sees), kept for
 * reading offline: the worker fetches its HTML. Not while saving data: then the pages kept are
 * those loaded whole.
 */
export function keepVisitedPage(href: string): void {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (worker && !savesData()) worker.postMessage({ type: 'keep', page: href, resources: [] });
}

/** A link to another page of this site that the browser would follow in this tab. */
function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.origin !== location.origin) return null;
  return link.pathname === location.pathname && link.search === location.search ? null : link;
}

/**
 * A saved copy (the worker's answer offline) is read again from the network once it can be: once
 * the server answers, as a browser may say it is online on a network that is not (Chromium did,
 * as another page was being opened, and the reload took the visitor back here). The check is made
 * by the worker (worker.ts), the way the reload goes; a check that fails is made again a few times.
 */
async function reloadOnceServerAnswers(reload: () => void): Promise<void> {
  for (const delay of [0, ...RECHECK_DELAYS_MS]) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!navigator.onLine) return;
    const answered = await fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (answered) {
      reload();
      return;
    }
  }
}

/**
 * On a page shown from its saved copy, the checks above at each 'online', and at once when one came
 * before the app listened: the app starts a moment after the page shows (in a task of its own, after
 * hydration), and a connection back meanwhile left the page the saved copy (the e2e suite saw it,
 * 2026-12-07). index.html's script, which runs as the page is parsed, marks that one (WENT_ONLINE).
 */
export function followConnection(reload: () => void = () => location.reload()): void {
  if (!document.getElementById(SAVED_COPY_ID)) return;
  addEventListener('online', () => void reloadOnceServerAnswers(reload));
  if ((window as unknown as Record<string, unknown>)[WENT_ONLINE] === true) void reloadOnceServerAnswers(reload);
}

export function startServiceWorker(): void {
  followConnection();
  if (!('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const controlled = Boolean(serviceWorker.controller);
  serviceWorker.register('/sw.js').then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // None, though no refusal either (a browser's stub, as in the tests): nothing to follow.
      if (!registration) return;
      if (!controlled) void serviceWorker.ready.then((ready) => ready.active && keepThisPage(ready.active));
      // A version that waited for this page: the page has just loaded whole (the link below), so
      // nothing is in progress on it yet. It takes over now, after the navigation, not before it:
      // asked to skip waiting, a version first waits for the old one's events to end, and when it
      // was asked at the click, a CI run saw the navigation that followed not finish in 15 s.
      if (registration.waiting && controlled) registration.waiting.postMessage({ type: 'skip-waiting' });
      // While a version waits, the next link followed loads its page whole, where it takes over.
      document.addEventListener(
        'click',
        (event) => {
          const link = registration.waiting && serviceWorker.controller ? followedLink(event) : null;
          if (!link) return;
          event.preventDefault();
          event.stopImmediatePropagation();
          location.assign(link.href);
        },
        true,
      );
    },
    // No worker (a private window, storage refused): the site works as before, only not offline.
    () => undefined,
  );
}

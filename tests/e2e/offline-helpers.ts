/** The offline suite's helpers (offline.spec.ts): the site's service worker, its caches, the network cut. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { CACHE_NAMES } from '../../src/domain/offline';

/**
 * Once the site's worker controls the page. Polled with the registration's workers and their states:
 * a page left uncontrolled for 30 s (twice in a first run after a rebuild, 2026-12-07) then says where
 * the worker stopped (installing, waiting, activating).
 */
export async function controlled(page: Page): Promise<void> {
  const state = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const of = (worker: ServiceWorker | null | undefined) => (worker ? worker.state : null);
      return {
        controller: navigator.serviceWorker.controller?.scriptURL.replace(location.origin, '') ?? null,
        installing: of(registration?.installing),
        waiting: of(registration?.waiting),
        active: of(registration?.active),
      };
    });
  await expect.poll(state, { timeout: 30_000 }).toMatchObject({ controller: '/sw.js' });
}

/** Once the worker has the page at `path` saved. */
export async function saved(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async ([name, key]) => Boolean(await (await caches.open(name!)).match(`${location.origin}${key}`)), [CACHE_NAMES.pages, path]), { timeout: 30_000 })
    .toBe(true);
}

/** Everything in every cache of the origin: where, which URL, with which request and answer headers. */
export function cached(page: Page) {
  return page.evaluate(async () => {
    const entries: Array<{ cache: string; url: string; authorization: string | null; cacheControl: string | null; type: string | null }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = await cache.match(request);
        entries.push({
          cache: name,
          url: request.url,
          authorization: request.headers.get('Authorization'),
          cacheControl: answer?.headers.get('Cache-Control') ?? null,
          type: answer?.headers.get('Content-Type') ?? null,
        });
      }
    }
    return entries;
  });
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/// <reference lib="webworker" />
/**
 * The site's service worker (issue 32, decision 030), built into dist/sw.js by
 * scripts/service-worker.ts, which fills in the build's public scripts and styles. What it keeps and
 * why: domain/offline.ts. Nothing of the back-office is kept: no admin page, no request that carries
 * an Authorization header, no answer the server does not mark `public`, no admin chunk.
 */
import {
  CACHE_NAMES,
  CACHE_PREFIX,
  OFFLINE_LIMITS,
  OFFLINE_PAGE_HEADERS,
  SAVED_HEADERS,
  isShareable,
  offlinePageHtml,
  pageTitleOf,
  withSavedLine,
  type SavedPage,
} from '../domain/offline';
import { isAdminPath } from '../kinds/paths';
import { pathWithoutLocale } from '../domain/locale';
import { SEARCH_API } from '../domain/search/searchRead';
import { SEARCH_PAGE, searchPage, searchRead } from './search';

declare const self: ServiceWorkerGlobalScope;
/** The public pages' hashed scripts and styles, from the site's root ('/assets/…'). */
declare const __PRECACHE__: readonly string[];
/** Changes whenever one of them does. */
declare const __VERSION__: string;
/** The API's origin when it has a host of its own (VITE_API_BASE), else ''. */
declare const __API_ORIGIN__: string;

const SHELL = CACHE_NAMES.shell(__VERSION__);
// Named once: each mention of __PRECACHE__ is the whole list again in the built file.
const PRECACHE = __PRECACHE__;
const PRECACHED = new Set(PRECACHE);
const API_ORIGINS = new Set([self.location.origin, ...(__API_ORIGIN__ ? [__API_ORIGIN__] : [])]);

/** Whether the device says it saves data (Chrome's Data Saver): then nothing is fetched ahead. */
const savesData = () => (self.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // Fetched ahead, so that every public page works offline once one has been read; one that
      // fails is fetched when a page needs it. Saving data, only what the pages fetch is kept.
      const shell = await caches.open(SHELL);
      if (!savesData()) await Promise.allSettled(PRECACHE.map((url) => shell.add(url)));
      // The first version takes over at once: there is no older one a page was started with. A
      // newer one waits for the page to move on (the update flow: src/serviceWorker.ts).
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      // The scripts of older versions go: the pages they served have moved to this one.
      await Promise.all(names.filter((name) => name.startsWith(`${CACHE_PREFIX}shell-`) && name !== SHELL).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

type Message = { type: 'skip-waiting' } | { type: 'keep'; page: string; resources: string[] };

self.addEventListener('message', (event) => {
  const message = event.data as Message | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  // The page the worker was installed from, and what it fetched, came before the worker did: kept
  // now, so that this first page reads offline too (mostly from the browser's cache).
  else if (message?.type === 'keep') event.waitUntil(keep(message.page, message.resources));
});

async function keep(page: string, resources: readonly string[]): Promise<void> {
  const url = new URL(page);
  if (url.origin === self.location.origin && isPublicPage(url) && !isSearchPage(url)) {
    const request = new Request(pageKey(page));
    await savePage(request, await fetch(request)).catch(() => undefined);
  }
  await Promise.allSettled(
    resources.map(async (href) => {
      const resource = new URL(href);
      if (resource.origin === self.location.origin && PRECACHED.has(resource.pathname)) {
        const shell = await caches.open(SHELL);
        if (!(await shell.match(resource.pathname))) await shell.add(resource.pathname);
      } else if (isPicture(resource)) {
        const request = new Request(resource.href);
        const pictures = await caches.open(CACHE_NAMES.pictures);
        if (!(await pictures.match(request))) await keepPicture(pictures, request, await fetch(request));
      }
    }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // A saved copy's check that the server answers again (src/serviceWorker.ts): made from here, as
  // the reload that follows is: the page's network and this worker's may differ for a moment.
  if (request.method === 'HEAD' && url.origin === self.location.origin && isPublicPage(url)) {
    event.respondWith(fetch(request));
    return;
  }
  if (request.method !== 'GET' || request.headers.has('Authorization')) return;
  if (request.mode === 'navigate') {
    if (url.origin === self.location.origin && isSearchPage(url)) event.respondWith(searchPage(event, url));
    else if (url.origin === self.location.origin && isPublicPage(url)) event.respondWith(page(event));
    return;
  }
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/') && !isImage(url)) {
    event.respondWith(asset(event, url));
    return;
  }
  if (API_ORIGINS.has(url.origin) && url.pathname === SEARCH_API) {
    event.respondWith(searchRead(event, url));
    return;
  }
  if (API_ORIGINS.has(url.origin) && url.pathname.startsWith('/api/')) {
    event.respondWith(read(event));
    return;
  }
  if (isPicture(url) && !request.headers.has('Range')) event.respondWith(picture(event));
});

/** A page of the website that is not the back-office's (whose pages are never kept). */
function isPublicPage(url: URL): boolean {
  return !isAdminPath(pathWithoutLocale(url.pathname));
}

/** The search page (`/search`, `/sw/search`): never kept, since a saved copy would answer any query with one query's results. */
const isSearchPage = (url: URL) => pathWithoutLocale(url.pathname) === SEARCH_PAGE;

const isImage = (url: URL) => /\.(?:avif|gif|jpe?g|png|svg|webp)$/i.test(url.pathname);

/** An uploaded file (on the API's host) or one of the site's own images. */
function isPicture(url: URL): boolean {
  return (API_ORIGINS.has(url.origin) && url.pathname.startsWith('/uploads/')) || (url.origin === self.location.origin && url.pathname.startsWith('/assets/') && isImage(url));
}

/* ------------------------------------------------------------------ pages */

const timeout = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Network first: the page as the server answers it, saved for later. When the network fails, or
 * answers a server error, or is slower than the timeout, the saved copy, marked as such; a page never
 * saved then gets the offline page. What the network answers late is still saved.
 */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const network = fetch(request);
  // Saved beside the answer, not before it: the browser shows the page as its bytes arrive.
  event.waitUntil(network.then((response) => savePage(request, response.clone())).catch(() => undefined));
  const saved = await caches.open(CACHE_NAMES.pages).then((cache) => cache.match(pageKey(request.url)));
  if (!saved) return network.catch(() => offline(request.url));
  // A network that failed is the offline case whatever the worker's own navigator.onLine says: it
  // follows the page's a moment late, and the line then told an offline reader the connection was slow.
  const answer = await Promise.race([
    network.then(
      (response) => (response.status >= 500 ? ('slow' as const) : response),
      () => 'offline' as const,
    ),
    timeout(OFFLINE_LIMITS.pageTimeoutMs).then(() => 'slow' as const),
  ]);
  if (answer instanceof Response) return answer;
  return savedCopy(saved, { offline: answer === 'offline' || !self.navigator.onLine });
}

/** A page is kept by its address alone: a query or a fragment shows the same page. */
const pageKey = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

async function savePage(request: Request, response: Response): Promise<void> {
  // A page the server no longer has (a deleted announcement) is no longer read offline either.
  if (response.status === 404 || response.status === 410) {
    await caches.open(CACHE_NAMES.pages).then((cache) => cache.delete(pageKey(request.url)));
    return;
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status !== 200 || response.redirected || response.type !== 'basic' || !type.includes('text/html')) return;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set(SAVED_HEADERS.savedAt, new Date().toISOString());
  headers.set(SAVED_HEADERS.title, encodeURIComponent(pageTitleOf(html)));
  const cache = await caches.open(CACHE_NAMES.pages);
  await cache.put(pageKey(request.url), new Response(html, { status: 200, headers }));
  await trim(cache, OFFLINE_LIMITS.pages);
}

async function savedCopy(saved: Response, { offline }: { offline: boolean }): Promise<Response> {
  const savedAt = saved.headers.get(SAVED_HEADERS.savedAt) ?? new Date().toISOString();
  const html = withSavedLine(await saved.text(), savedAt, { offline });
  return new Response(html, { status: 200, headers: saved.headers });
}

async function offline(requested: string): Promise<Response> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved: SavedPage[] = [];
  for (const key of await cache.keys()) {
    const copy = await cache.match(key);
    if (!copy) continue;
    saved.push({ url: key.url, title: decodeURIComponent(copy.headers.get(SAVED_HEADERS.title) ?? ''), savedAt: copy.headers.get(SAVED_HEADERS.savedAt) ?? '' });
  }
  return new Response(offlinePageHtml(requested, saved), { status: 503, headers: OFFLINE_PAGE_HEADERS });
}


/* ------------------------------------------------------------------ scripts and styles */

/** Cache first: a hashed file never changes. Only the public pages' are kept, never the back-office's. */
async function asset(event: FetchEvent, url: URL): Promise<Response> {
  const shell = await caches.open(SHELL);
  const kept = await shell.match(url.pathname);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && PRECACHED.has(url.pathname)) event.waitUntil(shell.put(url.pathname, response.clone()).catch(() => undefined));
  return response;
}

/* ------------------------------------------------------------------ API reads */

/** Stale while revalidate: the kept answer at once, the network's kept for next time. Public answers only. */
async function read(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(CACHE_NAMES.reads);
  const network = fetch(request);
  event.waitUntil(
    network
      .then(async (response) => {
        if (!isShareable(response.status, response.headers.get('Cache-Control'))) return;
        await cache.put(request, response.clone());
        await trim(cache, OFFLINE_LIMITS.reads);
      })
      .catch(() => undefined),
  );
  return (await cache.match(request)) ?? network;
}

/* ------------------------------------------------------------------ pictures */

/** Cache first (an upload's URL names one file for good); the size tier a Save-Data request gets is kept apart (Vary). */
async function picture(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(CACHE_NAMES.pictures);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  event.waitUntil(keepPicture(cache, request, response.clone()).catch(() => undefined));
  return response;
}

async function keepPicture(cache: Cache, request: Request, response: Response): Promise<void> {
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').startsWith('image/')) return;
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set(SAVED_HEADERS.bytes, String(body.size));
  await cache.put(request, new Response(body, { status: 200, headers }));
  await trim(cache, OFFLINE_LIMITS.pictures, OFFLINE_LIMITS.pictureBytes);
}

/** Drops the oldest entries (a cache lists them in the order they were put) beyond `count`, and beyond `bytes` when given. */
async function trim(cache: Cache, count: number, bytes?: number): Promise<void> {
  const keys = await cache.keys();
  let excess = keys.length - count;
  let total = 0;
  const sizes: number[] = [];
  if (bytes !== undefined) {
    for (const key of keys) {
      const size = Number((await cache.match(key))?.headers.get(SAVED_HEADERS.bytes) ?? 0);
      sizes.push(size);
      total += size;
    }
  }
  for (let i = 0; i < keys.length && (excess > 0 || (bytes !== undefined && total > bytes)); i++) {
    await cache.delete(keys[i]!);
    excess -= 1;
    total -= sizes[i] ?? 0;
  }
}

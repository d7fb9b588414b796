/**
 * What the app's chunk needs of a page the service worker answered from its saved copy, alone here,
 * apart from the rest of the worker's rules (domain/offline.ts).
 */

/** The id of the line at the top of the page (domain/offline.ts writes it, src/serviceWorker.ts looks for it). */
export const SAVED_COPY_ID = 'saved-copy';
/**
 * The mark index.html's script leaves on `window` at an 'online' event: one may come before the app
 * listens (it starts after the page's hydration), and the app reads it then (src/serviceWorker.ts).
 */
export const WENT_ONLINE = 'tucasaWentOnline';

/**
 * The page's checks that the server answers again, once the browser says it is online: the first
 * at once, the others this long after the one before (a phone's connection is often up a few seconds
 * after it says so). The next 'online' starts them again.
 */
export const RECHECK_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

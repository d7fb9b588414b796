/**
 * The id of the line at the top of a page the service worker answers from its saved copy
 * (domain/offline.ts writes it, src/serviceWorker.ts looks for it): alone here, as the app's chunk
 * needs this id and nothing else of the worker's rules.
 */
export const SAVED_COPY_ID = 'saved-copy';

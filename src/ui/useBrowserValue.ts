import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (the site's
 * origin or host): `onServer` in the server's render and in the browser's first render, which
 * must match it, then `read()`. Reading `window` during render instead would break hydration.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}

import { useSyncExternalStore } from 'react';
import { INITIAL_DATA_ID, RENDER_TIME_ZONE_ATTRIBUTE } from '../domain/pageData';

const noChanges = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (the site's
 * origin or host): `onServer` in the server's render and in the browser's first render, which
 * must match it, then `read()`. Reading `window` during render instead would break hydration.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}

const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the server wrote the page's dates in (server/web/render.ts); in the server's render, its own. */
function renderedZone(): string {
  if (typeof document === 'undefined') return ownZone();
  return document.getElementById(INITIAL_DATA_ID)?.getAttribute(RENDER_TIME_ZONE_ATTRIBUTE) || ownZone();
}

/** The visitor's zone, once read. */
let visitorZone: string | null = null;

/** Reads the visitor's zone in a task of its own, then tells React: not during its commit. */
function awaitVisitorZone(changed: () => void): () => void {
  if (visitorZone !== null) return () => {};
  const timer = setTimeout(() => {
    visitorZone ??= ownZone();
    changed();
  });
  return () => clearTimeout(timer);
}

/**
 * The zone the public pages show instants in: the visitor's (spec). Only the browser's first
 * render of a page the server rendered uses the server's zone, so that it matches the server's
 * markup: a date a day apart (a visitor abroad, near midnight) made React throw the whole page away
 * and render it anew (error #418). The visitor's date replaces it right after, in a task of its
 * own: the browser's first look-up of its zone took 27 ms of the takeover's last task (issue 32).
 */
export function useTimeZone(): string {
  return useSyncExternalStore(awaitVisitorZone, () => visitorZone ?? renderedZone(), renderedZone);
}

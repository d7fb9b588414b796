import { formatGalleryDate } from '../../domain/dates';
import { INITIAL_DATA_ID, RENDER_TIME_ZONE_ATTRIBUTE } from '../../domain/pageData';
import { useBrowserValue } from '../../ui/useBrowserValue';

const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone the server wrote the page's dates in (server/render.ts); in the server's render, its own. */
function renderedZone(): string {
  if (typeof document === 'undefined') return ownZone();
  return document.getElementById(INITIAL_DATA_ID)?.getAttribute(RENDER_TIME_ZONE_ATTRIBUTE) || ownZone();
}

/**
 * The zone the public pages show instants in: the visitor's (spec). Only the browser's first
 * render of a page the server rendered uses the server's zone, so that it matches the server's
 * markup: a date a day apart (a visitor abroad, near midnight) made React throw the whole page away
 * and render it anew (error #418). The visitor's date replaces it right after.
 */
export function useTimeZone(): string {
  return useBrowserValue(ownZone, renderedZone());
}

/** An instant (an ISO string from the API) as its date in the visitor's zone; 'Date not available' when unreadable. */
export function LocalDate({ value }: { value: string | null | undefined }) {
  const timeZone = useTimeZone();
  return <time dateTime={value ?? undefined}>{formatGalleryDate(value, timeZone)}</time>;
}

import { ITEM_ROUTES, paths } from './paths';

/**
 * The API reads each public page makes on arrival, by route (read as React Router reads it: follow/pages.ts): the server reads them in process,
 * renders the page with their answers and writes them into the HTML (keyed by API path, in the
 * script element INITIAL_DATA_ID), where the page's hooks find them on their first render. An item
 * page reads what its list page reads. A new page needs one line here.
 */
export const PAGE_DATA: ReadonlyArray<readonly [route: string, reads: readonly string[]]> = [
  [paths.home, ['/api/settings', '/api/posts']],
  [paths.gallery, ['/api/media']],
  [paths.book, ['/api/annual-books']],
  [paths.calendar, ['/api/annual-calendars']],
  [paths.chaplaincy, ['/api/chaplaincy-leaders']],
  [paths.summit, ['/api/summits']],
  [ITEM_ROUTES.announcement, ['/api/posts']],
  [ITEM_ROUTES.calendarEvent, ['/api/annual-calendars']],
  [ITEM_ROUTES.album, ['/api/media']],
  [ITEM_ROUTES.summitEdition, ['/api/summits']],
];

/** The id of the `<script type="application/json">` that carries the page's API answers. */
export const INITIAL_DATA_ID = 'initial-data';
/** On that script: the time zone the server wrote the page's dates in (useTimeZone in ui/useBrowserValue.ts). */
export const RENDER_TIME_ZONE_ATTRIBUTE = 'data-time-zone';


/**
 * The page's API answers in its HTML: the server reads each page's reads (`reads` of the page
 * table, pages.ts) in process, renders the page with their answers and writes them into the page
 * in the script element INITIAL_DATA_ID, keyed by API path, where the page's hooks find them on
 * their first render.
 */

/** The id of the `<script type="application/json">` that carries the page's API answers. */
export const INITIAL_DATA_ID = 'initial-data';

/**
 * The attribute the app sets on `<html>` once its effects have run, its components' listeners in place
 * (src/app/App.tsx): React's mark on the root comes before them.
 */
export const APP_RUNNING = 'data-app-running';

/**
 * Beside the answers, under this key (no API path): the document of every admin's text the render
 * drew (richText.ts), by the text, so that the hydration draws the same links without the parser.
 */
export const RICH_TEXT_KEY = '#richText';

/**
 * What an event or a summit without a name is called, in each language (issue 31). Apart from the
 * calendar's and summits' rules, so that the Swahili catalogue carries these words without those
 * rules (and the back-office's checks that live with them) on every Swahili page's first load.
 */

export const UNTITLED_EVENT = 'Untitled Event';
/** UNTITLED_EVENT on a Swahili page. */
export const UNTITLED_EVENT_SW = 'Tukio lisilo na jina';

export const UNTITLED_SUMMIT = 'Untitled Summit';
/** UNTITLED_SUMMIT on a Swahili page. */
export const UNTITLED_SUMMIT_SW = 'Kongamano lisilo na jina';

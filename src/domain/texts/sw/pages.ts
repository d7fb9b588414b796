/**
 * What only the list and item pages write in Swahili, one chunk of its own, which the home page
 * never downloads: their words, and how a refused read is said. A Swahili page loads it before it
 * is shown, beside index.ts (src/boot.tsx; the server preloads it), the footer's form at its first
 * opening.
 */

import { PUBLIC_PAGES_TEXTS_SW } from './publicPagesTexts';
import { PUBLIC_SERVER_ERRORS_SW } from './serverErrors';

export const SWAHILI_PAGES = {
  pages: PUBLIC_PAGES_TEXTS_SW,
  serverErrors: PUBLIC_SERVER_ERRORS_SW,
} as const;

export type SwahiliPages = typeof SWAHILI_PAGES;

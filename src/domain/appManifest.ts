/**
 * The web app manifest (issue 32): what Chrome on Android reads to offer "Install app" and to open
 * the installed site like an app. Written at build time with its icons (scripts/app-icons.ts) and
 * served at /manifest.webmanifest; index.html links it.
 */

// With extensions, and no more of src/ than the brand: vite.config.ts loads this (scripts/app-icons.ts).
import { ASSOCIATION_NAME, SHORT_NAME } from '../brand.js';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** The public palette's background (src/ui/tokens.css --color-bg): the splash screen and the bar above the app. */
export const APP_BACKGROUND = '#0b1120';

/** The mark's colours there (src/ui/Logo/Logo.module.css): its ring, ring's edge, flame and book. */
export const MARK_COLOURS = { ring: '#1c2742', edge: '#60a5fa', flame: '#facc15', book: '#60a5fa' } as const;

export interface AppIcon {
  src: string;
  sizes: `${number}x${number}`;
  type: 'image/png';
  /** 'maskable': the mark within the middle 80 %, on a background to the edges, for the launcher's own shape. */
  purpose: 'any' | 'maskable';
}

/** Chrome wants 192 and 512 px; the maskable one lets Android cut it to its circle or squircle. */
export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function appManifest() {
  return {
    id: '/',
    name: `${SHORT_NAME} – ${ASSOCIATION_NAME}`,
    short_name: SHORT_NAME,
    description: `News, events, photos, the calendar and the leaders of the ${ASSOCIATION_NAME}.`,
    lang: 'en',
    // The home page (PAGES.home).
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: APP_BACKGROUND,
    theme_color: APP_BACKGROUND,
    icons: APP_ICONS,
  };
}

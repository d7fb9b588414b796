// The settings: the home page's mission text, subtitle and hero picture (the home page is no
// kind's: src/kinds/pages.ts).
import type { KindEntry } from '../../domain/kind';
import { also } from './routes';

export const kind = {
  key: 'settings',
  table: 'settings',
  tag: 'settings',
  type: 'settings',
  readers: 'editors',
  publicContent: true,
  pages: {},
  feeds: [],
  admin: {
    screens: [{ path: '/dashboard/settings', nav: 'settings' }],
    also,
    icon: 'settings',
    tile: 'settings',
  },
  words: (t) => ({ nav: { settings: t.admin.nav.settings }, tile: t.admin.dashboard.tiles.settings }),
} as const satisfies KindEntry;

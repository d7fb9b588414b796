// The summits, each edition with its outfit, timetable and posters.
import type { KindEntry } from '../../domain/kind';
import { pages } from './routes';

export const kind = {
  key: 'summits',
  table: 'summits',
  tag: 'summits',
  type: 'summit',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Summit', title: 'title', files: ['outfit_image', 'timetable'], lists: ['posters'] },
  pages,
  feeds: [],
  admin: { screens: [{ path: '/dashboard/summit', nav: 'summit' }] },
  words: (t) => ({ nav: { summit: t.admin.nav.summit } }),
} as const satisfies KindEntry;

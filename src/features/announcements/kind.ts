// The announcements: stored and called 'posts' by the database and the contract, which keep their
// names (decision 033, section 2).
import type { KindEntry } from '../../domain/kind';
import { also, pages } from './routes';

export const kind = {
  key: 'announcements',
  table: 'posts',
  tag: 'posts',
  type: 'announcement',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Announcement', title: 'title', files: ['image', 'attachment'] },
  pages,
  feeds: ['news'],
  admin: {
    screens: [{ path: '/dashboard/gallery/announcements', nav: 'announcements', group: 'gallery' }],
    also,
  },
  words: (t) => ({ nav: { announcements: t.admin.nav.announcements } }),
} as const satisfies KindEntry;

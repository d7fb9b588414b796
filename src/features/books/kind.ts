// The books: the Book of the Year.
import type { KindEntry } from '../../domain/kind';
import { pages } from './routes';

export const kind = {
  key: 'books',
  table: 'books',
  tag: 'books',
  type: 'book',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Book', title: 'title', files: ['image', 'reading_plan'] },
  pages,
  feeds: [],
  admin: {
    screens: [{ path: '/dashboard/book-of-the-year', nav: 'book' }],
    icon: 'book',
    tile: 'book',
  },
  words: (t) => ({ nav: { book: t.admin.nav.book }, tile: t.admin.dashboard.tiles.book }),
} as const satisfies KindEntry;

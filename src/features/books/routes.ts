// What every public page's chunk takes of the books: its entries of the page table. A module apart
// from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import { SHORT_NAME } from '../../brand';
import type { PageEntry } from '../../domain/kind';
import { PAGE_HEADINGS } from '../../domain/texts/pageHeadings';

export const pages = {
  book: {
    path: '/book',
    module: 'src/features/books/public/BookPage.tsx',
    reads: ['/api/annual-books'],
    picture: 'featuredBookCover',
    head: {
      heading: PAGE_HEADINGS.book.heading,
      description: `${PAGE_HEADINGS.book.subtitle}: the book ${SHORT_NAME} members read together this year, with its reading plan.`,
    },
  },
} as const satisfies Record<string, PageEntry>;

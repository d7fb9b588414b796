// What every public page's chunk takes of the albums: its entries of the page table. A module apart
// from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import { SHORT_NAME } from '../../brand';
import { itemPagePath, type PageEntry } from '../../domain/kind';
import { PAGE_HEADINGS } from '../../domain/texts/pageHeadings';

export const pages = {
  gallery: {
    path: '/gallery',
    module: 'src/features/albums/public/GalleryPage.tsx',
    reads: ['/api/media'],
    picture: 'firstGalleryTile',
    head: {
      heading: PAGE_HEADINGS.gallery.heading,
      description: `Photos and videos of ${SHORT_NAME} events: camps, services and outreach on the campuses of the Southern Tanzania Union.`,
    },
  },
  album: {
    path: '/gallery/:id',
    module: 'src/features/albums/public/AlbumPage.tsx',
    reads: ['/api/media'],
    item: { table: 'media' },
  },
} as const satisfies Record<string, PageEntry>;

/** An album's own page. */
export const albumPage = (id: number) => itemPagePath(pages.album.path, id);

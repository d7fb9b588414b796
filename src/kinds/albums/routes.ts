// What every public page's chunk takes of the albums: its entries of the page table. A module apart
// from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load.
import { SHORT_NAME } from '../../brand';
import type { PageEntry } from '../../domain/kind';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import type { PictureRule } from '../pagePictures';

export const pages = {
  gallery: {
    path: '/gallery',
    module: 'src/public/pages/GalleryPage.tsx',
    reads: ['/api/media'],
    picture: 'firstGalleryTile',
    head: {
      heading: PUBLIC_PAGES_TEXTS.gallery.heading,
      description: `Photos and videos of ${SHORT_NAME} events: camps, services and outreach on the campuses of the Southern Tanzania Union.`,
    },
  },
  album: {
    path: '/gallery/:id',
    module: 'src/public/pages/AlbumPage.tsx',
    reads: ['/api/media'],
    item: { table: 'media' },
  },
} as const satisfies Record<string, PageEntry<PictureRule>>;

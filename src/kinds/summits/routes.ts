// What every public page's chunk takes of the summits: its entries of the page table. A module
// apart from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load.
import { SHORT_NAME } from '../../brand';
import type { PageEntry } from '../../domain/kind';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';
import type { PictureRule } from '../pagePictures';

export const pages = {
  summit: {
    path: '/summit',
    module: 'src/public/pages/SummitPage.tsx',
    reads: ['/api/summits'],
    picture: 'firstSummitOutfit',
    head: { heading: `${SHORT_NAME} ${PUBLIC_PAGES_TEXTS.summit.heading}`, description: `The ${SHORT_NAME} summit: its outfit, timetable and posters.` },
  },
  summitEdition: {
    path: '/summit/:id',
    module: 'src/public/pages/SummitEditionPage.tsx',
    reads: ['/api/summits'],
    item: { table: 'summits' },
  },
} as const satisfies Record<string, PageEntry<PictureRule>>;

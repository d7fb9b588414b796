// What every public page's chunk takes of the summits: its entries of the page table. A module
// apart from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import { SHORT_NAME } from '../../brand';
import { itemPagePath, type PageEntry } from '../../domain/kind';
import { PAGE_HEADINGS } from '../../domain/texts/pageHeadings';

export const pages = {
  summit: {
    path: '/summit',
    module: 'src/features/summits/public/SummitPage.tsx',
    reads: ['/api/summits'],
    picture: 'firstSummitOutfit',
    head: { heading: `${SHORT_NAME} ${PAGE_HEADINGS.summit.heading}`, description: `The ${SHORT_NAME} summit: its outfit, timetable and posters.` },
  },
  summitEdition: {
    path: '/summit/:id',
    module: 'src/features/summits/public/SummitEditionPage.tsx',
    reads: ['/api/summits'],
    item: { table: 'summits' },
  },
} as const satisfies Record<string, PageEntry>;

/** A summit's own page. */
export const summitPage = (id: number) => itemPagePath(pages.summitEdition.path, id);

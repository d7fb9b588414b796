// What every public page's chunk takes of the leaders: its entries of the page table. A module
// apart from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import type { PageEntry } from '../../domain/kind';
import { PAGE_HEADINGS } from '../../domain/texts/pageHeadings';

export const pages = {
  chaplaincy: {
    // Spelt so in the specification's URL and link text.
    path: '/chaplency',
    module: 'src/features/leaders/public/ChaplaincyPage.tsx',
    reads: ['/api/chaplaincy-leaders'],
    head: { heading: PAGE_HEADINGS.chaplaincy.heading, description: PAGE_HEADINGS.chaplaincy.subtitle },
  },
} as const satisfies Record<string, PageEntry>;

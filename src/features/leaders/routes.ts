// What every public page's chunk takes of the leaders: its entries of the page table. A module
// apart from its entry (kind.ts): a module's exports stay in the one chunk that holds it, so in one
// module with the entry, the whole entry would be on every public first load. Its picture rule is
// checked where the table spreads it (src/kinds/pages.ts): a kind imports nothing of src/kinds.
import type { PageEntry } from '../../domain/kind';
import { PUBLIC_PAGES_TEXTS } from '../../domain/texts/publicPagesTexts';

export const pages = {
  chaplaincy: {
    // Spelt so in the specification's URL and link text.
    path: '/chaplency',
    module: 'src/features/leaders/public/ChaplaincyPage.tsx',
    reads: ['/api/chaplaincy-leaders'],
    head: { heading: PUBLIC_PAGES_TEXTS.chaplaincy.heading, description: PUBLIC_PAGES_TEXTS.chaplaincy.subtitle },
  },
} as const satisfies Record<string, PageEntry>;

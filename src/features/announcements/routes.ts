// What every public page's chunk takes of the announcements: its entries of the page table and its
// top-level admin addresses. A module apart from its entry (kind.ts): a module's exports stay in
// the one chunk that holds it, so in one module with the entry, the whole entry would be on every
// public first load. Its picture rule is checked where the table spreads it (src/kinds/pages.ts): a
// kind imports nothing of src/kinds.
import { itemPagePath, type PageEntry } from '../../domain/kind';

export const pages = {
  announcement: {
    path: '/announcements/:id',
    module: 'src/features/announcements/public/AnnouncementPage.tsx',
    reads: ['/api/posts'],
    item: { table: 'posts' },
  },
} as const satisfies Record<string, PageEntry>;

/** An announcement's own page. */
export const announcementPage = (id: number) => itemPagePath(pages.announcement.path, id);

/** The specification's top-level addresses of the announcements' screen: the route map's `topLevelAdmin`. */
export const also = { adminAnnouncements: '/AdminAnnouncements', announcements: '/announcements' } as const;

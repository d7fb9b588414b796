// The albums (the gallery: events' pictures and videos). Stored, called and typed 'media' by the
// contract and the database, which keep their names (decision 033, section 2).
import type { KindEntry } from '../../domain/kind';
import { pages } from './routes';

export const kind = {
  key: 'albums',
  table: 'media',
  tag: 'media',
  type: 'media',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Media item', title: 'event_title', files: [], lists: ['media_files'], maps: ['video_posters'] },
  pages,
  feeds: [],
  admin: {
    screens: [{ path: '/dashboard/gallery/media', nav: 'media', group: 'gallery' }],
    icon: 'media',
    tile: 'media',
    count: { call: '/api/media/count', fields: ['total_media'] },
  },
  words: (t) => ({ nav: { media: t.admin.nav.media }, tile: t.admin.dashboard.tiles.media, count: t.admin.dashboard.mediaCard }),
} as const satisfies KindEntry;

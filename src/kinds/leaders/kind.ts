// The chaplaincy's leaders: a screen for each of the four types (domain/leaders.ts LEADER_TYPES),
// all shown by one route, and an overview.
import type { KindEntry } from '../../domain/kind';
import { LEADER_TYPES } from '../../domain/leaders';
import { pages } from './routes';

/** The route of the four types' screens: one screen, which reads its type from the route. */
const TYPES = '/dashboard/chaplency/:slug' as const;

export const kind = {
  key: 'leaders',
  table: 'leaders',
  tag: 'leaders',
  type: 'leader',
  readers: 'editors',
  publicContent: true,
  trash: { what: 'Leader', title: 'name', files: ['image'] },
  pages,
  feeds: [],
  admin: {
    screens: [
      ...LEADER_TYPES.map(({ type, slug }) => ({ path: `/dashboard/chaplency/${slug}` as const, nav: type, group: 'chaplaincy' as const, route: TYPES })),
      { path: '/dashboard/chaplency/leaders', nav: 'leadersOverview', group: 'chaplaincy' },
    ],
    icon: 'leaders',
    tile: 'leadersOverview',
    count: { call: '/api/chaplaincy-leaders/count', fields: ['total_chaplains', 'total_union_leaders', 'total_conference_leaders', 'total_zone_leaders'] },
  },
  words: (t) => ({
    nav: { ...Object.fromEntries(LEADER_TYPES.map(({ type }) => [type, t.admin.leaders.types[type].many])), leadersOverview: t.admin.nav.leadersOverview },
    tile: t.admin.dashboard.tiles.leaders,
    count: t.admin.dashboard.leadersCard,
  }),
} as const satisfies KindEntry;

// The chaplaincy's leaders: a screen for each of the four types (rules.ts LEADER_TYPES),
// all shown by one route, and an overview.
import type { KindEntry } from '../../domain/kind';
import { ADMIN_ROOT } from '../../domain/routes';
import { LEADER_TYPES, type LeaderSlug } from './rules';
import { pages } from './routes';

/** Where the leaders' screens sit: the sidebar's Chaplency group. */
export const CHAPLAINCY = `${ADMIN_ROOT}/chaplency` as const;
/** The route of the four types' screens: one screen, which reads its type from the route. */
export const LEADER_SCREENS_ROUTE = `${CHAPLAINCY}/:slug` as const;
/** A leader type's screen (the overview's tiles open them). */
export const leaderScreen = (slug: LeaderSlug) => `${CHAPLAINCY}/${slug}` as const;

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
      ...LEADER_TYPES.map(({ type, slug }) => ({ path: leaderScreen(slug), nav: type, group: 'chaplaincy' as const, route: LEADER_SCREENS_ROUTE })),
      { path: `${CHAPLAINCY}/leaders`, nav: 'leadersOverview', group: 'chaplaincy' },
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

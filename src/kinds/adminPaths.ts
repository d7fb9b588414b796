/**
 * The back-office's addresses: its frame's (the dashboard, the groups' prefixes, trash, activity,
 * backup) and each kind's screens, by their `nav` (`adminPaths.media`), from the registry. Apart
 * from the route map (paths.ts), which every public page downloads: this one reads every entry
 * whole, and only the back-office's chunk and the server take it.
 */

import type { AdminScreen } from '../domain/kind';
import { CHAPLAINCY, LEADER_SCREENS_ROUTE, leaderScreen } from '../features/leaders/kind';
import { KINDS, type Kind } from './index';
import { ADMIN_DASHBOARD, ADMIN_ROOT } from '../domain/routes';

type Screen = Kind extends infer K ? (K extends { admin: { screens: readonly (infer S)[] } } ? S : never) : never;
/** The screens with an address of their own: not those several links share (their `route`). */
type OwnScreen = Exclude<Screen, { route: string }>;

const SCREENS = Object.fromEntries(
  KINDS.flatMap((kind): readonly AdminScreen[] => ('admin' in kind ? kind.admin.screens : []))
    .filter((screen) => !screen.route)
    .map((screen) => [screen.nav, screen.path]),
) as { readonly [S in OwnScreen as S['nav']]: S['path'] };

export const adminPaths = {
  root: ADMIN_ROOT,
  dashboard: ADMIN_DASHBOARD,
  /** The Gallery group's screens sit under this prefix. */
  gallery: `${ADMIN_ROOT}/gallery`,
  /** The Chaplency group's screens sit under this prefix. */
  chaplaincy: CHAPLAINCY,
  ...SCREENS,
  /** A leader type's screen: the four share one route (the leaders' entry lists each). */
  leaders: leaderScreen,
  /** The route pattern that `leaders(slug)` fills in. */
  leadersRoute: LEADER_SCREENS_ROUTE,
  trash: `${ADMIN_ROOT}/trash`,
  activity: `${ADMIN_ROOT}/activity`,
  /** Backups from the browser (owners, issue 13). */
  backup: `${ADMIN_ROOT}/backup`,
} as const;

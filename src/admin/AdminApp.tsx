import type { ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { KIND_SCREENS } from '../app/kinds';
import { KIND_ENTRIES } from '../kinds';
import { paths } from '../kinds/paths';
import { adminPaths } from '../kinds/adminPaths';
import { AdminLayout } from './layout/AdminLayout';
import AccountLinkScreen from '../features/accounts/admin/AccountLinkScreen';
import ActivityPage from './pages/ActivityPage';
import BackupPage from './pages/BackupPage';
import DashboardPage from './pages/DashboardPage';
import LoginPage from './pages/LoginPage';
import TrashPage from './pages/TrashPage';
import { RequireSession } from './session/RequireSession';
import { useSession } from './session/session';
import { SessionProvider } from './session/SessionProvider';
import { AdminLanguage } from './texts';

interface ScreenRoute {
  path: string;
  Screen: ComponentType;
}

const screenOf = (key: keyof typeof KIND_SCREENS, nav: string) => (KIND_SCREENS[key].screens as Readonly<Record<string, ComponentType>>)[nav]!;

/** Each kind's screens at their routes (one route for the screens that share it: the leader types). */
const KIND_ROUTES: readonly ScreenRoute[] = KIND_ENTRIES.flatMap((kind) =>
  (kind.admin?.screens ?? []).map((screen) => ({ path: screen.route ?? screen.path, Screen: screenOf(kind.key, screen.nav) })),
).filter((route, i, routes) => routes.findIndex((other) => other.path === route.path) === i);

/** The specification's top-level addresses (paths.topLevelAdmin): each shows its kind's first screen. */
const ALIAS_ROUTES: readonly ScreenRoute[] = KIND_ENTRIES.flatMap(({ key, admin }) =>
  Object.values(admin?.also ?? {}).map((path) => ({ path, Screen: screenOf(key, admin!.screens[0]!.nav) })),
);

/** The sidebar layout around every guarded screen; Logout ends the session (the sidebar then goes to '/'). */
function AdminShell() {
  const { signOut, role } = useSession();
  return (
    <RequireSession>
      <AdminLayout onLogout={signOut} adminRole={role} />
    </RequireSession>
  );
}

/**
 * The back-office: the login, and every admin screen behind the session guard. Inside /dashboard
 * the root and any unknown path go to /dashboard (whose index is the dashboard screen).
 */
export default function AdminApp() {
  return (
    <SessionProvider>
      <AdminLanguage>
        {/*
          Absolute paths from the route map: src/app/App.tsx renders this chunk outside its own route
          table (and a story mounts it bare), so these <Routes> see the whole URL.
        */}
        <Routes>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.accountLink} element={<AccountLinkScreen />} />
          <Route element={<AdminShell />}>
            <Route path={adminPaths.root} element={<Outlet />}>
              <Route index element={<Navigate to={adminPaths.dashboard} replace />} />
              <Route path={adminPaths.dashboard} element={<DashboardPage />} />
              {KIND_ROUTES.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route path={adminPaths.trash} element={<TrashPage />} />
              <Route path={adminPaths.activity} element={<ActivityPage />} />
              <Route path={adminPaths.backup} element={<BackupPage />} />
              <Route path="*" element={<Navigate to={adminPaths.root} replace />} />
            </Route>
            {ALIAS_ROUTES.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Routes>
      </AdminLanguage>
    </SessionProvider>
  );
}

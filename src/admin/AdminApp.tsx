import { Navigate, Outlet, Route, Routes, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';
import { paths } from '../domain/paths';
import { AdminLayout } from './layout/AdminLayout';
import { AnnouncementsPage } from './pages/AnnouncementsPage';
import BookPage from './pages/BookPage';
import CalendarPage from './pages/CalendarPage';
import { DashboardPage } from './pages/DashboardPage';
import LeadersOverviewPage from './pages/LeadersOverviewPage';
import LeadersPage from './pages/LeadersPage';
import { LoginPage } from './pages/LoginPage';
import MediaPage from './pages/MediaPage';
import { MessagesPage } from './pages/MessagesPage';
import { SettingsPage } from './pages/SettingsPage';
import SummitPage from './pages/SummitPage';
import { RequireSession } from './session/RequireSession';
import { useSession } from './session/session';
import { SessionProvider } from './session/SessionProvider';

/** The sidebar layout around every guarded screen; Logout ends the session (the sidebar then goes to '/'). */
function AdminShell() {
  const { signOut } = useSession();
  return (
    <RequireSession>
      <AdminLayout onLogout={signOut} />
    </RequireSession>
  );
}

// The public route table (src/app/App.tsx) mounts this lazy chunk as the element of a pathless
// route around the admin paths (/admin-login, /dashboard/*, /settings, ...). Starting from an empty
// route context keeps the absolute paths below right however it is mounted (a story mounts it
// bare), and spares React Router's warning about descendant <Routes> under a parent without '*'.
const TOP_LEVEL = { outlet: null, matches: [], isDataRoute: false };

/**
 * The back-office: the login, and every admin screen behind the session guard. Inside /dashboard
 * the root and any unknown path go to /dashboard (whose index is the dashboard screen).
 */
export default function AdminApp() {
  return (
    <SessionProvider>
      <RouteContext value={TOP_LEVEL}>
        <Routes>
          <Route path={paths.login} element={<LoginPage />} />
          <Route element={<AdminShell />}>
            <Route path={paths.admin.root} element={<Outlet />}>
              <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="gallery/announcements" element={<AnnouncementsPage />} />
              <Route path="messages" element={<MessagesPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="gallery/media" element={<MediaPage />} />
              <Route path="chaplency/leaders" element={<LeadersOverviewPage />} />
              <Route path="chaplency/:slug" element={<LeadersPage />} />
              <Route path="book-of-the-year" element={<BookPage />} />
              <Route path="annual-calendar" element={<CalendarPage />} />
              <Route path="summit" element={<SummitPage />} />
              <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
            </Route>
            <Route path={paths.topLevelAdmin.settings} element={<SettingsPage />} />
            <Route path={paths.topLevelAdmin.adminAnnouncements} element={<AnnouncementsPage />} />
            <Route path={paths.topLevelAdmin.announcements} element={<AnnouncementsPage />} />
          </Route>
        </Routes>
      </RouteContext>
    </SessionProvider>
  );
}

import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { paths } from '../kinds/paths';
import { AdminLayout } from './layout/AdminLayout';
import AccountLinkPage from './pages/AccountLinkPage';
import ActivityPage from './pages/ActivityPage';
import AccountsPage from './pages/AccountsPage';
import AnnouncementsPage from './pages/AnnouncementsPage';
import BackupPage from './pages/BackupPage';
import BookPage from './pages/BookPage';
import CalendarPage from './pages/CalendarPage';
import DashboardPage from './pages/DashboardPage';
import LeadersOverviewPage from './pages/LeadersOverviewPage';
import LeadersPage from './pages/LeadersPage';
import LoginPage from './pages/LoginPage';
import MediaPage from './pages/MediaPage';
import MessagesPage from './pages/MessagesPage';
import PasswordPage from './pages/PasswordPage';
import SettingsPage from './pages/SettingsPage';
import SummitPage from './pages/SummitPage';
import TrashPage from './pages/TrashPage';
import { RequireSession } from './session/RequireSession';
import { useSession } from './session/session';
import { SessionProvider } from './session/SessionProvider';
import { AdminLanguage } from './texts';

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
          <Route path={paths.accountLink} element={<AccountLinkPage />} />
          <Route element={<AdminShell />}>
            <Route path={paths.admin.root} element={<Outlet />}>
              <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
              <Route path={paths.admin.dashboard} element={<DashboardPage />} />
              <Route path={paths.admin.announcements} element={<AnnouncementsPage />} />
              <Route path={paths.admin.messages} element={<MessagesPage />} />
              <Route path={paths.admin.settings} element={<SettingsPage />} />
              <Route path={paths.admin.media} element={<MediaPage />} />
              <Route path={paths.admin.leadersOverview} element={<LeadersOverviewPage />} />
              <Route path={paths.admin.leadersRoute} element={<LeadersPage />} />
              <Route path={paths.admin.book} element={<BookPage />} />
              <Route path={paths.admin.calendar} element={<CalendarPage />} />
              <Route path={paths.admin.summit} element={<SummitPage />} />
              <Route path={paths.admin.accounts} element={<AccountsPage />} />
              <Route path={paths.admin.password} element={<PasswordPage />} />
              <Route path={paths.admin.trash} element={<TrashPage />} />
              <Route path={paths.admin.activity} element={<ActivityPage />} />
              <Route path={paths.admin.backup} element={<BackupPage />} />
              <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
            </Route>
            <Route path={paths.topLevelAdmin.settings} element={<SettingsPage />} />
            <Route path={paths.topLevelAdmin.adminAnnouncements} element={<AnnouncementsPage />} />
            <Route path={paths.topLevelAdmin.announcements} element={<AnnouncementsPage />} />
          </Route>
        </Routes>
      </AdminLanguage>
    </SessionProvider>
  );
}

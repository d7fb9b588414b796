import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import AdminApp from '../../../src/admin/AdminApp';
import { uploadsHandler } from '../../mocks/admin-content';
import { announcementHandlers } from '../../announcements/admin-mocks';
import { inboxHandlers } from '../../messages/admin-mocks';
import { adminSettingsHandlers } from '../../settings/admin-mocks';
import { ADMIN_LANGUAGE_KEY } from '../../../src/admin/texts';
import { accountHandlers } from '../../accounts/admin-mocks';
import { received } from '../../mocks/admin-content';
import { allCounts, apiError, logoutHandler, meHandler, never, sessionMock, tokenRefused } from '../../mocks/admin-session';
import { currentPath } from './AdminAppFrame';
import { adminApp } from './adminPageStory';
import { seen } from './seen';
import { desktop } from '../../support/viewports';

// The back-office's session and guard: a stored token that GET /api/user/me accepts restores the
// session (a reload keeps the admin logged in); any 401 clears it and returns to the login.
// (A line comment: a JSDoc here would become the meta's `parameters` in Storybook's test run and
// hide adminApp's.)
const meta = {
  title: 'Admin/App',
  component: AdminApp,
  ...adminApp('/dashboard/dashboard', {
    uploads: uploadsHandler,
    me: meHandler(),
    logout: logoutHandler(),
    ...allCounts(),
    settings: adminSettingsHandlers.get(),
    posts: announcementHandlers.list(),
    inbox: inboxHandlers.list(),
  }),
} satisfies Meta<typeof AdminApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const noToken = () => {
  localStorage.removeItem('token');
};

/** A reload with a good stored token: straight back to the screen asked for, in the sidebar layout. */
export const SessionRestored: Story = {
  globals: desktop,
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(currentPath()).toBe('/dashboard/dashboard');
    await expect(localStorage.getItem('token')).toBe('story-token');
    await expect(await screen.findByText('18')).toBeVisible();
  },
};

/** While the stored token is being checked: a loading state, never the login form. */
export const CheckingSession: Story = {
  parameters: { msw: { handlers: { me: meHandler(never) } } },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Checking your session...');
    await expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await expect(currentPath()).toBe('/dashboard/dashboard');
  },
};

/** Not logged in: every admin route goes to /admin-login. */
export const GuardRedirects: Story = {
  parameters: { router: { initialEntries: ['/dashboard/settings'] } },
  beforeEach: noToken,
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await expect(currentPath()).toBe('/admin-login');
    // Nobody asked for a reason: no message.
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const GuardTopLevelRoute: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/AdminAnnouncements'] } },
  beforeEach: noToken,
  play: async () => {
    await screen.findByRole('heading', { name: 'Admin Login', level: 1 });
    await expect(currentPath()).toBe('/admin-login');
  },
};

/** An expired, revoked or forged token: the server says 401, the token goes, the login says why. */
export const ExpiredToken: Story = {
  parameters: { router: { initialEntries: ['/dashboard/settings'] }, msw: { handlers: { me: meHandler(tokenRefused) } } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await seen(within(screen.getByRole('alert')).getByText('Authentication token is missing. Please log in.'));
    await expect(currentPath()).toBe('/admin-login');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** A 401 on any later call (the token was revoked meanwhile) ends the session the same way. */
export const UnauthorizedWhileWorking: Story = {
  parameters: {
    screenshot: false,
    router: { initialEntries: ['/dashboard/messages'] },
    msw: { handlers: { inbox: inboxHandlers.list(tokenRefused) } },
  },
  play: async () => {
    await seen(await screen.findByText('Authentication token is missing. Please log in.'));
    await expect(currentPath()).toBe('/admin-login');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** The server cannot be reached: that says nothing about the token, so the admin stays in. */
export const ServerUnreachableKeepsSession: Story = {
  parameters: { screenshot: false, msw: { handlers: { me: meHandler(() => apiError(503, 'Service unavailable.')) } } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(localStorage.getItem('token')).toBe('story-token');
  },
};

/** Inside the admin area the root and any unknown path go to the dashboard. */
export const UnknownPathGoesToDashboard: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/dashboard/no-such-screen'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(currentPath()).toBe('/dashboard/dashboard');
  },
};

export const RootGoesToDashboard: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/dashboard'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(currentPath()).toBe('/dashboard/dashboard');
  },
};

/** The top-level routes of the specification show the same screens, in the same layout. */
export const TopLevelSettings: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/settings'] } },
  play: async () => {
    const heading = await screen.findByRole('heading', { name: 'Update Home Page Settings', level: 1 });
    await expect(heading).toBeVisible();
    // In the admin layout, like /dashboard/settings.
    await expect(screen.getByRole('main')).toContainElement(heading);
  },
};

export const TopLevelAdminAnnouncements: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/AdminAnnouncements'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Manage Announcements', level: 1 })).toBeVisible();
  },
};

export const TopLevelAnnouncements: Story = {
  parameters: { screenshot: false, router: { initialEntries: ['/announcements'] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Manage Announcements', level: 1 })).toBeVisible();
  },
};

/** Logout revokes the token on the server, forgets it here and goes to '/'. */
export const Logout: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(sessionMock.logoutAuthorization).toBe('Bearer story-token');
  },
};

/** Logging out with a token the server no longer knows still goes to '/', not to the login. */
export const LogoutWithExpiredToken: Story = {
  globals: desktop,
  parameters: { screenshot: false, msw: { handlers: { logout: logoutHandler(tokenRefused) } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(currentPath()).toBe('/');
  },
};

/** After logging out, the admin screens are closed again. */
export const LoggedOutIsGuarded: Story = {
  globals: desktop,
  parameters: { screenshot: false },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

/**
 * The sidebar's switch (issue 31): the whole back-office in Swahili at once, the choice sent to be
 * kept with the account, and back to English the same way.
 */
export const SwitchesToSwahili: Story = {
  globals: desktop,
  parameters: { screenshot: false, msw: { handlers: { mine: accountHandlers.mine(), language: accountHandlers.language() } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    await expect(await screen.findByRole('heading', { name: 'Dashibodi', level: 1 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Toka' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('sw');
    await waitFor(() => expect(received.json).toEqual({ language: 'sw' }));

    // Busy until the account has kept the first choice.
    const english = screen.getByRole('button', { name: 'English' });
    await waitFor(() => expect(english).toBeEnabled());
    await userEvent.click(english);
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await waitFor(() => expect(received.json).toEqual({ language: 'en' }));
  },
};

/** When the account cannot keep the choice, the screens still change, and the switch says it holds in this browser only. */
export const LanguageNotSaved: Story = {
  globals: desktop,
  parameters: { msw: { handlers: { mine: accountHandlers.mine(), language: accountHandlers.language(() => apiError(500, 'Database is locked.')) } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lugha hii haikuweza kuhifadhiwa kwenye akaunti yako: inatumika kwenye kivinjari hiki pekee.',
    );
    await expect(screen.getByRole('heading', { name: 'Dashibodi', level: 1 })).toBeVisible();
    await expect(localStorage.getItem(ADMIN_LANGUAGE_KEY)).toBe('sw');
  },
};

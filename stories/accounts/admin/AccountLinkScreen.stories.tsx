import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import AccountLinkScreen from '../../../src/features/accounts/admin/AccountLinkScreen';
import { received } from '../../mocks/admin-content';
import { accountHandlers, fieldError, LINK_TOKEN, linkGone, never, sampleAccounts } from '../admin-mocks';
import { allCounts } from '../../mocks/admin-session';
import { currentPath } from '../../admin/pages/AdminAppFrame';
import { adminApp } from '../../admin/pages/adminPageStory';
import { seen } from '../../admin/pages/seen';
import { loadingStory, phone } from '../../admin/pages/screenStories';

const at = (path: string) => ({ router: { initialEntries: [path] } });

const meta = {
  title: 'Admin/Pages/AccountLink',
  component: AccountLinkScreen,
  ...adminApp(
    `/admin-invite#${LINK_TOKEN}`,
    { check: accountHandlers.check(), accept: accountHandlers.accept(), mine: accountHandlers.mine(sampleAccounts[2]), ...allCounts() },
    { loggedIn: false },
  ),
} satisfies Meta<typeof AccountLinkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = () => screen.getByLabelText(/^New password/);
const repeat = () => screen.getByLabelText(/^Repeat the password/);
const save = () => screen.getByRole('button', { name: 'Save password and log in' });

async function fill(first = 'my own long phrase', second = first) {
  await userEvent.type(await screen.findByLabelText(/^New password/), first);
  await userEvent.type(repeat(), second);
}

/** An invite: whom it is for, and the new password twice. */
export const Invite: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Welcome: choose your password', level: 1 })).toBeVisible();
    await expect(screen.getByText('For baraka.juma@example.org')).toBeVisible();
    await expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await expect(received.json).toBeUndefined();
  },
};

/** A reset link reads as one. */
export const Reset: Story = {
  parameters: { msw: { handlers: { check: accountHandlers.check({ email: 'neema.mollel@example.org', purpose: 'reset' }) } } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  },
};

export const Checking: Story = loadingStory({ check: accountHandlers.check(never) }, 'Checking your link...');

/** Used, expired or unknown: what to do, and the way to the login. */
export const Invalid: Story = {
  parameters: { msw: { handlers: { check: accountHandlers.check(linkGone) } } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'This link does not work', level: 1 })).toBeVisible();
    await expect(screen.getByText(/Ask an owner for a new one/)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to the login' })).toHaveAttribute('href', '/admin-login');
  },
};

/** No token after '#': nothing is asked of the server. */
export const NoToken: Story = {
  parameters: { screenshot: false, ...at('/admin-invite') },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'This link does not work', level: 1 })).toBeVisible();
  },
};

/** Checked before sending: the two must match. */
export const Mismatch: Story = {
  play: async () => {
    await fill('my own long phrase', 'my own long phrasx');
    await userEvent.click(save());
    await expect(repeat()).toHaveAccessibleDescription('The passwords differ.');
  },
};

/** The server's rules (a common password) under the field. */
export const TooCommon: Story = {
  parameters: {
    msw: {
      handlers: {
        accept: accountHandlers.accept(fieldError(400, 'This password is too common: choose another.', 'password')),
      },
    },
  },
  play: async () => {
    await fill('password123');
    await userEvent.click(save());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(/This password is too common: choose another\.$/));
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: { accept: accountHandlers.accept(never) } } },
  play: async () => {
    await fill();
    await userEvent.click(save());
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** Done: logged in, on the dashboard with a welcome. */
export const Accepted: Story = {
  play: async () => {
    await fill();
    await userEvent.click(save());
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await seen(await screen.findByText('Your password is set. Welcome!'));
    await expect(received.json).toEqual({ token: LINK_TOKEN, password: 'my own long phrase' });
    await expect(localStorage.getItem('token')).toBe('story-token-from-link');
    await expect(currentPath()).toBe('/dashboard/dashboard');
  },
};

export const Phone: Story = {
  globals: phone,
  play: async () => {
    await screen.findByRole('heading', { name: 'Welcome: choose your password', level: 1 });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import PasswordScreen from '../../../src/features/accounts/admin/PasswordScreen';
import { apiError, received } from '../../mocks/admin-content';
import { accountHandlers, fieldError, never } from '../admin-mocks';
import { expectVisibleFocus } from '../../support/focus';
import { seen } from '../../admin/pages/seen';
import { adminScreen, phoneStory } from '../../admin/pages/screenStories';

const meta = {
  title: 'Admin/Pages/Password',
  ...adminScreen(PasswordScreen, 'password', { password: accountHandlers.password() }),
} satisfies Meta<typeof PasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = () => screen.getByLabelText(/^Current password/);
const next = () => screen.getByLabelText(/^New password/);
const repeat = () => screen.getByLabelText(/^Repeat the new password/);
const submit = () => screen.getByRole('button', { name: 'Change password' });

async function fill(old = 'old secret phrase', fresh = 'a brand new phrase', again = fresh) {
  await userEvent.type(await screen.findByLabelText(/^Current password/), old);
  await userEvent.type(next(), fresh);
  await userEvent.type(repeat(), again);
}

/** Three password fields, in keyboard order, then the button. */
export const Default: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    for (const field of [current(), next(), repeat()]) await expect(field).toHaveAttribute('type', 'password');
    await expect(next()).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(current());
    await userEvent.tab();
    await expectVisibleFocus(next());
    await userEvent.tab();
    await expectVisibleFocus(repeat());
    await userEvent.tab();
    await expectVisibleFocus(submit());
  },
};

/** Checked before sending: the repeat must match; nothing is sent. */
export const Mismatch: Story = {
  play: async () => {
    await fill('old secret phrase', 'a brand new phrase', 'a brand new phrasx');
    await userEvent.click(submit());
    await expect(repeat()).toHaveAccessibleDescription('The passwords differ.');
    await expect(repeat()).toHaveFocus();
    await expect(received.json).toBeUndefined();
  },
};

/** Nothing typed: the current password is asked for first. */
export const Required: Story = {
  parameters: { screenshot: false },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    await expect(current()).toHaveAccessibleDescription('Current password is required');
    await expect(next()).toHaveAccessibleDescription(/Password is required$/);
  },
};

/** While the call runs the button says so and cannot be pressed again. */
export const Saving: Story = {
  parameters: { msw: { handlers: { password: accountHandlers.password(never) } } },
  play: async () => {
    await fill();
    await userEvent.click(submit());
    await expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
    await expect(current()).toBeDisabled();
  },
};

/** A wrong current password: the server's words under that field, focus on it. */
export const WrongCurrent: Story = {
  parameters: {
    msw: { handlers: { password: accountHandlers.password(fieldError(400, 'Your current password is not right.', 'currentPassword')) } },
  },
  play: async () => {
    await fill();
    await userEvent.click(submit());
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Your current password is not right.'));
    await waitFor(() => expect(current()).toHaveFocus());
  },
};

/** Done: the banner, the fields cleared; what was sent. */
export const Changed: Story = {
  play: async () => {
    await fill();
    await userEvent.click(submit());
    await seen(await screen.findByText('Your password has been changed. Your other sessions are logged out.'));
    await expect(received.json).toEqual({ currentPassword: 'old secret phrase', newPassword: 'a brand new phrase' });
    await expect(current()).toHaveValue('');
  },
};

/** Anything else: the screen's words and the server's. */
export const ServerError: Story = {
  parameters: { screenshot: false, msw: { handlers: { password: accountHandlers.password(() => apiError(429, 'Too many requests. Please wait a moment and try again.')) } } },
  play: async () => {
    await fill();
    await userEvent.click(submit());
    await expect(await screen.findByRole('alert')).toHaveTextContent('The password could not be changed. Too many requests.');
  },
};

export const Phone: Story = phoneStory(() => screen.findByRole('heading', { name: 'Change password', level: 1 }));

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import AccountsScreen from '../../../src/features/accounts/admin/AccountsScreen';
import { apiError, received } from '../../mocks/admin-content';
import { accountHandlers, fieldError, accountsScreenHandlers, forbidden, LINK_TOKEN, lastOwner, never, sampleAccounts } from '../admin-mocks';
import { seen } from '../../admin/pages/seen';
import { adminScreen, editorAtOwnersScreen, emptyStory, loadingStory, phone } from '../../admin/pages/screenStories';

const meta = {
  title: 'Admin/Pages/Accounts',
  ...adminScreen(AccountsScreen, 'accounts', accountsScreenHandlers()),
} satisfies Meta<typeof AccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table');
const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr')!;
const NEEMA = 'neema.mollel@example.org';

/** The roles table: e-mail, role, state, last login; the only active owner cannot lose the role or be deactivated. */
export const Loaded: Story = {
  play: async () => {
    const t = await table();
    await expect(within(t).getAllByRole('row')).toHaveLength(sampleAccounts.length + 1);
    const owner = within(rowOf('admin@tucasa.example'));
    await expect(owner.getByRole('combobox', { name: 'Role of admin@tucasa.example' })).toBeDisabled();
    await expect(owner.getByRole('button', { name: 'Deactivate admin@tucasa.example' })).toBeDisabled();
    const invited = within(rowOf('baraka.juma@example.org'));
    await expect(invited.getByText('Invited')).toBeVisible();
    await expect(invited.getByText('Never')).toBeVisible();
    await expect(invited.getByRole('button', { name: 'New invite link for baraka.juma@example.org' })).toBeEnabled();
    const gone = within(rowOf('old.secretary@example.org'));
    await expect(gone.getByText('Deactivated')).toBeVisible();
    await expect(gone.getByRole('button', { name: 'Reactivate old.secretary@example.org' })).toBeEnabled();
    await expect(within(rowOf(NEEMA)).getByRole('combobox', { name: `Role of ${NEEMA}` })).toHaveValue('editor');
  },
};

export const Loading: Story = loadingStory({ list: accountHandlers.list(never) }, 'Loading accounts...');

export const Empty: Story = emptyStory(accountHandlers.list([]), 'No accounts yet.');

/** A failed load: the banner, and the words with Try again in place of the table. */
export const FetchError: Story = {
  parameters: { msw: { handlers: { list: accountHandlers.list(() => apiError(500, 'Internal error.')) } } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the accounts.');
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The server says the caller is an editor (403): the screen says it is for owners. */
export const OwnersOnly: Story = {
  parameters: { msw: { handlers: { list: accountHandlers.list(forbidden) } } },
  play: async () => {
    await seen(await screen.findByText('Only owners can manage accounts. Ask an owner if you need an account changed.'));
    await expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  },
};

/** Invite: e-mail and role, then the one-time link to send, with Copy. */
export const Invite: Story = {
  play: async () => {
    const copy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await table();
    await userEvent.type(screen.getByLabelText(/^Email/), 'new.member@example.org');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'owner');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite link' });
    await seen(dialog);
    await expect(received.json).toEqual({ email: 'new.member@example.org', role: 'owner' });
    const link = within(dialog).getByLabelText('Link');
    await expect(link).toHaveValue(`${window.location.origin}/admin-invite#${LINK_TOKEN}`);
    // By keyboard, as the dialog's fade-in keeps pointers off for a moment.
    within(dialog).getByRole('button', { name: 'Copy' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(copy).toHaveBeenCalledWith(`${window.location.origin}/admin-invite#${LINK_TOKEN}`);
    await expect(await within(dialog).findByText('Copied')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(rowOf('new.member@example.org')).getByText('Invited')).toBeVisible();
  },
};

/** While the invite is sent the button says so. */
export const Inviting: Story = {
  parameters: { msw: { handlers: { invite: accountHandlers.invite(never) } } },
  play: async () => {
    await table();
    await userEvent.type(screen.getByLabelText(/^Email/), 'new.member@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await expect(await screen.findByRole('button', { name: /Inviting/ })).toBeDisabled();
  },
};

/** Checked before sending, and the server's "already exists" under the field. */
export const InviteRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        invite: accountHandlers.invite(fieldError(409, 'An account with this e-mail already exists.', 'email')),
      },
    },
  },
  play: async () => {
    await table();
    const email = screen.getByLabelText(/^Email/);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await expect(email).toHaveAccessibleDescription('Email is required');
    await userEvent.type(email, NEEMA);
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this e-mail already exists.'));
    await waitFor(() => expect(email).toHaveFocus());
  },
};

/** Changing a role: the row follows the server's answer, and the banner says it. */
export const ChangeRole: Story = {
  play: async () => {
    await table();
    await userEvent.selectOptions(within(rowOf(NEEMA)).getByRole('combobox'), 'owner');
    await seen(await screen.findByText(`${NEEMA} is now owner.`));
    await expect(received.json).toEqual({ role: 'owner' });
    await expect(within(rowOf(NEEMA)).getByRole('combobox')).toHaveValue('owner');
  },
};

/** The server refuses (the last owner, changed meanwhile elsewhere): its words in the banner, the row unchanged. */
export const LastOwnerRefused: Story = {
  parameters: { screenshot: false, msw: { handlers: { role: accountHandlers.role(lastOwner) } } },
  play: async () => {
    await table();
    await userEvent.selectOptions(within(rowOf(NEEMA)).getByRole('combobox'), 'owner');
    await expect(await screen.findByRole('alert')).toHaveTextContent('The last active owner cannot be demoted or deactivated.');
    await expect(within(rowOf(NEEMA)).getByRole('combobox')).toHaveValue('editor');
  },
};

async function openDeactivate() {
  await table();
  await userEvent.click(within(rowOf(NEEMA)).getByRole('button', { name: `Deactivate ${NEEMA}` }));
  const dialog = await screen.findByRole('alertdialog', { name: `Deactivate ${NEEMA}?` });
  await seen(dialog);
  return dialog;
}

/** Deactivating asks first; Cancel has the focus. */
export const DeactivateConfirm: Story = {
  play: async () => {
    const dialog = await openDeactivate();
    await expect(within(dialog).getByText(/Their sessions end at once/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const Deactivating: Story = {
  parameters: { msw: { handlers: { deactivate: accountHandlers.deactivate(never) } } },
  play: async () => {
    const dialog = await openDeactivate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await seen(await within(dialog).findByText('Deactivating...'));
  },
};

export const Deactivated: Story = {
  play: async () => {
    const dialog = await openDeactivate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await seen(await screen.findByText(`${NEEMA} is deactivated: its sessions are logged out.`));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(received.url).toMatch(/\/api\/accounts\/2\/deactivate$/);
    await expect(within(rowOf(NEEMA)).getByText('Deactivated')).toBeVisible();
  },
};

/** A reset link for an active account, shown like an invite. */
export const ResetLink: Story = {
  // The link begins with the address the story is served from, whose port is the test server's
  // (another when a second run holds the first): its field is left out of the picture.
  parameters: { screenshotMask: '[role="dialog"] input[readonly]' },
  play: async () => {
    await table();
    await userEvent.click(within(rowOf(NEEMA)).getByRole('button', { name: `Reset link for ${NEEMA}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Password reset link' });
    await seen(dialog);
    await expect(within(dialog).getByText(new RegExp(`Send this link to ${NEEMA}`))).toBeVisible();
  },
};

/** On a phone the table scrolls inside its frame; the page does not. */
export const Phone: Story = {
  globals: phone,
  play: async () => {
    await table();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** An editor who types the address: the owners-only words, and no Accounts link in the sidebar. */
export const EditorTypesTheAddress: Story = editorAtOwnersScreen('Only owners can manage accounts. Ask an owner if you need an account changed.', 'Accounts');


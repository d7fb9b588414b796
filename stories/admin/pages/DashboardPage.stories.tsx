import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import DashboardPage from '../../../src/admin/pages/DashboardPage';
import { allCounts, apiError, countHandlers, countsPending } from '../../mocks/admin-session';
import { adminScreen, bannerClearsStory, phoneStory } from './screenStories';
import { seen } from './seen';

const meta = {
  title: 'Admin/Pages/Dashboard',
  ...adminScreen(DashboardPage, 'dashboard', allCounts()),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card whose label is `label`, once its number is in. */
async function card(label: string): Promise<HTMLElement> {
  const labelText = await screen.findByText(label);
  const element = labelText.parentElement!;
  await waitFor(() => expect(element).not.toHaveAttribute('aria-busy'));
  return element;
}

const server500 = () => apiError(500, 'Database is locked.');

/**
 * The server's error, sent once `shown` toasts are on screen: the four failures then toast in the
 * cards' order every run, not in whichever order the browser got them (the screenshot differed).
 */
const server500After = (shown: number) => async () => {
  const until = performance.now() + 5000;
  while (document.querySelectorAll('[role="alert"]').length < shown && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  return server500();
};

/** Media, events, leaders (the four counts added up) and unread messages; five Quick Navigation tiles. */
export const Loaded: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(await card('Total Media')).toHaveTextContent('24');
    await expect(await card('Calendar Events')).toHaveTextContent('12');
    // 6 chaplains + 3 union + 4 conference + 5 zone leaders.
    await expect(await card('Total Leaders')).toHaveTextContent('18');
    await expect(await card('Unread Messages')).toHaveTextContent('2');
    await expect(screen.getByRole('link', { name: /Unread Messages/ })).toHaveAttribute('href', '/dashboard/messages');

    const tiles = within(screen.getByRole('region', { name: 'Quick Navigation' }));
    const expected: [string, string][] = [
      ['Manage Media', '/dashboard/gallery/media'],
      ['Book of the Year', '/dashboard/book-of-the-year'],
      ['Annual Calendar', '/dashboard/annual-calendar'],
      ['Manage Leaders', '/dashboard/chaplency/leaders'],
      ['Settings', '/dashboard/settings'],
    ];
    const links = tiles.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(expected.map(([name]) => name));
    for (const [name, href] of expected) await expect(tiles.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Before the counts arrive every card shows a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: countsPending() } },
  play: async () => {
    const label = await screen.findByText('Total Media');
    await expect(label.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getAllByText('Loading')).toHaveLength(4);
  },
};

/** Arriving from the login: 'Login successful!' (navigation state), then the counts. */
export const ArrivedFromLogin: Story = {
  parameters: { router: { initialEntries: [{ pathname: '/dashboard/dashboard', state: { success: 'Login successful!' } }] } },
  play: async () => {
    await seen(await screen.findByText('Login successful!'));
    await expect(screen.getByText('Login successful!').closest('[role="status"]')).toBeInTheDocument();
    await card('Total Leaders');
  },
};

/** Every count fails: one toast each, in the specification's words; the cards show a dash. */
export const AllCountsFail: Story = {
  parameters: {
    msw: {
      handlers: {
        media: countHandlers.media(server500),
        events: countHandlers.events(server500After(1)),
        leaders: countHandlers.leaders(server500After(2)),
        messages: countHandlers.messages(server500After(3)),
      },
    },
  },
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    const texts = screen.getAllByRole('alert').map((a) => a.querySelector('p')?.textContent);
    // The media toast shows the server's error field.
    await expect([...texts].sort()).toEqual(
      ['Database is locked.', 'Failed to fetch events count', 'Failed to fetch leader counts', 'Failed to fetch message count'].sort(),
    );
    await expect(await card('Total Media')).toHaveTextContent('–');
    await expect(await card('Total Leaders')).toHaveTextContent('–');
  },
};

/** The media count fails without an error field: the specification's fallback. */
export const MediaCountUnexpectedError: Story = {
  parameters: { screenshot: false, msw: { handlers: { media: countHandlers.media(() => HttpResponse.error()) } } },
  play: async () => {
    await seen(await screen.findByText('An unexpected error occurred while fetching media count'));
    await expect(await card('Calendar Events')).toHaveTextContent('12');
  },
};

/** An answer without a count (an older server): 'Failed to fetch media count'. */
export const MediaCountBadAnswer: Story = {
  parameters: { screenshot: false, msw: { handlers: { media: countHandlers.media(() => HttpResponse.json({ count: 3 })) } } },
  play: async () => {
    await seen(await screen.findByText('Failed to fetch media count'));
  },
};

/** Toasts clear after 3 s (the real timer). */
export const ToastsClear: Story = bannerClearsStory(() => screen.findByText('Failed to fetch events count'), { events: countHandlers.events(server500) });

export const Phone: Story = phoneStory(
  () => card('Total Leaders'),
  async (leaders) => {
    await expect(leaders).toHaveTextContent('18');
    await expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Settings' })).toBeVisible();
  },
);

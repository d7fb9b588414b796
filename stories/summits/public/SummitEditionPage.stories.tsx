import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paths } from '../../../src/kinds/paths';
import SummitEditionPage from '../../../src/features/summits/public/SummitEditionPage';
import { uploadsHandler } from '../../mocks';
import { SUMMIT_ERROR, summitsHandlers, type RequestCounter } from '../mocks';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { itemPage, itemStories } from '../../public/pages/itemPage';
import { swahiliPhoneStory } from '../../public/pages/publicPage';

/** Requests for the summits made by the current story run (reset before each run). */
const requests: RequestCounter = { count: 0 };

const meta = {
  title: 'Public/Pages/Summit edition',
  ...itemPage(SummitEditionPage, paths.summitEditionRoute, paths.summitEdition(2), [summitsHandlers.loaded(requests), uploadsHandler]),
  beforeEach: () => {
    requests.count = 0;
  },
} satisfies Meta<typeof SummitEditionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BACK = { name: 'Back to the summits', href: '/summit' };
const TITLE = 'TUCASA STU Annual Summit 2025';

/** One summit as the summit page shows it: outfit (full size on click), timetable, posters; the way back. */
// The title has the site's name already: the tab shows it alone.
export const Loaded: Story = itemStories.loaded({ title: TITLE, back: BACK, tab: TITLE }, async (article) => {
  await expect(article.getByRole('heading', { level: 2, name: 'Outfit' })).toBeVisible();
  await expect(article.getByRole('button', { name: `View full size: ${TITLE} outfit` })).toBeVisible();
  await expect(article.getByRole('link', { name: 'View Timetable' })).toHaveAttribute('target', '_blank');
  await expect(article.getAllByRole('img', { name: /poster/ })).toHaveLength(3);
});

/** A summit with only a timetable: 'No Poster Available', no outfit block. */
export const TimetableOnly: Story = {
  parameters: { router: { initialEntries: [paths.summitEdition(1)] } },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Leaders Summit 2024' }));
    await expect(article.getByText('No Poster Available')).toBeVisible();
    await expect(article.queryByRole('heading', { name: 'Outfit' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Leaders Summit 2024 – TUCASA'));
  },
};

export const Loading: Story = itemStories.loading(summitsHandlers.pending(requests), BACK);

/** A failure is retried as on the summit page: the error shows, with the retry's words, while it runs. */
export const Error: Story = {
  parameters: { msw: [summitsHandlers.sequence([{ status: 500, body: SUMMIT_ERROR }, 'hang'], requests)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The summit service is restarting.');
    await expect(await canvas.findByText('Retrying summit operation (Attempt 2/3)...')).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = itemStories.notFound(paths.summitEdition(99));

export const Phone: Story = itemStories.phone(TITLE);

/** In Swahili on a phone (issue 31): the outfit, timetable and posters named in Swahili around the summit as written. */
export const SwahiliPhone: Story = swahiliPhoneStory(TITLE, async (canvas) => {
  await expect(canvas.getByRole('link', { name: SWAHILI_PAGES.pages.items.backToSummits })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: SWAHILI_PAGES.pages.summit.outfit })).toBeVisible();
});

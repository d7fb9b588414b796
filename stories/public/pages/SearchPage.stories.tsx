import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, type queries } from 'storybook/test';
import SearchPage from '../../../src/public/pages/SearchPage';
import { SAVED_OFFLINE, SUMMIT, answering } from '../searchAnswers';
import { getError, getPending } from '../../mocks';
import { loadErrorStory, publicPage, swahiliPhoneStory } from './publicPage';


const meta = {
  title: 'Public/Pages/Search',
  ...publicPage(SearchPage, '/search', [answering(SUMMIT)]),
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The results' status line says `text`, once the answer is in. */
const statusSays = (canvas: ReturnType<typeof within<typeof queries>>, text: string) => waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text));

const withQuery = (q: string) => ({ router: { initialEntries: [`/search?q=${encodeURIComponent(q)}`] } });

/** Before anything is typed: the field, and a word on what can be found. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('Type a word or two');
  },
};

/** A query's answer: the count read out, each result a link to its page, the words found marked. */
export const Results: Story = {
  parameters: withQuery('summit'),
  play: async ({ canvas }) => {
    await statusSays(canvas, '3 results for “summit”');
    const links = within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/announcements/12', '/summit/3', '/calendar/7']);
    await expect(links[0]).toHaveAccessibleName('Annual Summit registration is open');
    await expect(links[0]!.querySelector('mark')).toHaveTextContent('Summit');
    // An item written in the other language says so, for a screen reader's voice.
    await expect(links[2]!.closest('li')).toHaveAttribute('lang', 'sw');
    await expect(canvas.getByText('Announcement · June 10, 2025')).toBeVisible();
  },
};

const asked: string[] = [];

/** Typing searches as it goes, once typing pauses: one call for the word, not one a letter. */
export const SearchesAsYouType: Story = {
  parameters: { screenshot: false, msw: [answering(SUMMIT, asked)] },
  play: async ({ canvas }) => {
    asked.length = 0;
    const field = canvas.getByRole('searchbox', { name: 'Search the site' });
    await userEvent.type(field, 'summit');
    await statusSays(canvas, '3 results for “summit”');
    await expect(asked).toEqual(['summit']);
  },
};

/** Nothing found: said in words, with what to try. */
export const NoResults: Story = {
  parameters: { ...withQuery('zanzibar'), msw: [answering({ total: 0, results: [] })] },
  play: async ({ canvas }) => {
    await statusSays(canvas, 'Nothing found for “zanzibar”. Try another word, or fewer words.');
  },
};

/** More than the page shows: the first twenty, and how to narrow them down. */
export const MoreThanShown: Story = {
  parameters: { ...withQuery('summit'), msw: [answering({ ...SUMMIT, total: 57 })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The first 3 of 57: add a word to narrow them down.')).toBeVisible();
  },
};

/** Offline: the site's worker searched the pages saved on the phone, and the page says so. */
export const Offline: Story = {
  parameters: { ...withQuery('summit'), msw: [answering(SAVED_OFFLINE)] },
  play: async ({ canvas }) => {
    await statusSays(canvas, '2 results for “summit”');
    await expect(canvas.getByText('You are offline: searching the 7 pages saved on this device.')).toBeVisible();
    const links = within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/announcements/12', '/summit']);
    await expect(canvas.getAllByText('Saved page')).toHaveLength(2);
  },
};

export const Searching: Story = {
  parameters: { ...withQuery('summit'), msw: [getPending('/api/search')] },
  play: async ({ canvas }) => {
    await statusSays(canvas, 'Searching...');
  },
};

export const LoadError: Story = {
  ...loadErrorStory(getError('/api/search'), 'The search failed. Please try again in a moment.'),
  parameters: { ...withQuery('summit'), msw: [getError('/api/search')] },
};

export const Phone: Story = {
  parameters: withQuery('summit'),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await statusSays(canvas, '3 results for “summit”');
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375));
  },
};

export const SwahiliPhone: Story = {
  ...swahiliPhoneStory('Tafuta', async (canvas) => {
    await statusSays(canvas, 'Matokeo 3 ya “summit”');
    await expect(canvas.getByText('Tangazo · 10 Juni 2025')).toBeVisible();
  }),
  parameters: withQuery('summit'),
};

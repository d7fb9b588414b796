import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../../src/kinds/paths';
import AnnouncementPage from '../../../src/features/announcements/public/AnnouncementPage';
import { uploadsHandler } from '../../mocks';
import { postsHandlers, samplePosts } from '../mocks';
import { itemPage, itemStories } from '../../public/pages/itemPage';
import { swahiliPhoneStory } from '../../public/pages/publicPage';

const meta = {
  title: 'Public/Pages/Announcement',
  ...itemPage(AnnouncementPage, paths.announcementRoute, paths.announcement(5), [postsHandlers.loaded(), uploadsHandler]),
} satisfies Meta<typeof AnnouncementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const BACK = { name: 'Back to the announcements', href: '/' };

const TITLE = 'Registration for the Annual Summit is open';
const FULL_TEXT = samplePosts.find((p) => p.ID === 5)!.Description!;

/** The whole announcement: title, date, picture, the whole text (no Read More), the attachment; the way back. */
export const Loaded: Story = itemStories.loaded({ title: TITLE, back: BACK }, async (article) => {
  await expect(article.getByText('June 14, 2025')).toBeVisible();
  await expect(article.getByText(FULL_TEXT)).toBeVisible();
  await expect(article.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  const attachment = article.getByRole('link', { name: 'View Attachment (opens in a new tab)' });
  await expect(attachment).toHaveAttribute('target', '_blank');
});

/** Without a picture or an attachment: just the title, date and text. */
export const TextOnly: Story = {
  parameters: { router: { initialEntries: [paths.announcement(1)] } },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Welcome to the new academic year' }));
    await expect(article.getByText('Fellowship meets every Sabbath at 9 am.')).toBeVisible();
    await expect(article.queryByRole('img')).not.toBeInTheDocument();
    await expect(article.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = itemStories.loading(postsHandlers.pending(), BACK);

/** The home page's words for a failed load, in a banner that stays. */
export const Error: Story = itemStories.loadError(postsHandlers.error(), 'Failed to load content. Please try again later.');

/** An ID no announcement has (deleted, or never there): the not-found page. */
export const NotFound: Story = itemStories.notFound(paths.announcement(99));

/** An :id that is no ID at all: the not-found page too, without waiting for a match that cannot come. */
export const NotAnId: Story = itemStories.notFound('/announcements/abc');

export const Phone: Story = itemStories.phone(TITLE);

/** In Swahili on a phone (issue 31): the page's own words in Swahili around the announcement as written. */
export const SwahiliPhone: Story = swahiliPhoneStory(TITLE);

const PASTED = [
  '*Annual Summit 2025*: register at https://forms.gle/abc123 before 20 December.',
  'Questions: call +255 712 345 678 or write to info@tucasa.or.tz. Details on www.tucasa.or.tz/summit.',
  '',
  'Bring:',
  '- your Bible',
  '- _a warm jacket_',
].join('\n');

/** A text pasted from WhatsApp (issue 48): its addresses, e-mail and phone number tappable, its bold, italic and list as meant. */
export const PastedFromWhatsApp: Story = {
  parameters: {
    router: { initialEntries: [paths.announcement(1)] },
    msw: [postsHandlers.loaded(samplePosts.map((post) => (post.ID === 1 ? { ...post, Description: PASTED } : post))), uploadsHandler],
  },
  play: async ({ canvas }) => {
    const article = within(await canvas.findByRole('article', { name: 'Welcome to the new academic year' }));
    await expect(article.getByText('Annual Summit 2025').tagName).toBe('STRONG');
    await expect(article.getByRole('link', { name: 'https://forms.gle/abc123 (opens in a new tab)' })).toHaveAttribute('href', 'https://forms.gle/abc123');
    await expect(article.getByRole('link', { name: '+255 712 345 678' })).toHaveAttribute('href', 'tel:+255712345678');
    await expect(article.getByRole('link', { name: 'info@tucasa.or.tz' })).toHaveAttribute('href', 'mailto:info@tucasa.or.tz');
    await expect(article.getByRole('link', { name: 'www.tucasa.or.tz/summit (opens in a new tab)' })).toHaveAttribute('href', 'https://www.tucasa.or.tz/summit');
    await expect(article.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['your Bible', 'a warm jacket']);
    await expect(article.getByText('a warm jacket').tagName).toBe('EM');
  },
};

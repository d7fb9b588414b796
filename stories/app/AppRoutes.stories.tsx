import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/App';
import { uploadsHandler } from '../mocks';
import { mediaHandlers } from '../albums/mocks';
import { postsHandlers } from '../announcements/mocks';
import { settingsHandlers } from '../settings/mocks';
import { desktop } from '../support/viewports';

/** The route table of src/app/App.tsx in the preview's MemoryRouter (no BrowserRouter). */
const meta = {
  title: 'App/Routes',
  component: AppRoutes,
  parameters: {
    pad: false,
    theme: 'dark',
    msw: [settingsHandlers.defaults(), postsHandlers.loaded(), mediaHandlers.loaded(), uploadsHandler],
  },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public path the site does not have: the not-found page, with the header and footer around it. */
export const UnknownPath: Story = {
  parameters: { router: { initialEntries: ['/no-such-page'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** Its link goes home; the home page is in the main chunk, so it shows without a loading step. */
export const UnknownPathLinksHome: Story = {
  parameters: { router: { initialEntries: ['/no-such-page'] }, screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the home page' }));
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Living the Mission, Reaching the Nations' })).toBeVisible();
  },
};

/** The gallery is a lazy chunk of its own: it arrives and shows its heading. */
export const GalleryRoute: Story = {
  parameters: { router: { initialEntries: ['/gallery'] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
  },
};

/**
 * An announcement's own URL shows its page (a chunk of its own); its link back leads home. The
 * tab's title follows each page, as the server writes it into the page's head.
 */
export const AnnouncementRoute: Story = {
  parameters: { router: { initialEntries: ['/announcements/5'] }, screenshot: false },
  // The header's links are in the phone's menu below 1024 px: at the desktop width wherever it is shown.
  globals: desktop,
  play: async ({ canvas }) => {
    const title = 'Registration for the Annual Summit is open';
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${title} – TUCASA`));
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the announcements' }));
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Living the Mission, Reaching the Nations' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('TUCASA STU – The Adventist Mission to Campuses'));
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'GALLERY' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('TUCASA Gallery'));
  },
};

/** An album ID the gallery does not have: the not-found page, inside the layout. */
export const UnknownItem: Story = {
  parameters: { router: { initialEntries: ['/gallery/999'] }, screenshot: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within, type queries } from 'storybook/test';
import ChaplaincyPage from '../../../src/features/leaders/public/ChaplaincyPage';
import { uploadPath, uploadsHandler } from '../../mocks';
import { leadersHandlers, sampleLeaders, type RequestCounter } from '../mocks';
import { PublicPageFrame, loadErrorStory, publicPage, swahiliPhoneStory } from '../../public/pages/publicPage';
import { fullText } from '../../support/text';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';

type Canvas = ReturnType<typeof within<typeof queries>>;

/** Requests for the leaders list made by the current story run (reset before each run). */
const requests: RequestCounter = { count: 0 };

function Page({ before }: { before?: ReactNode }) {
  return (
    <PublicPageFrame path="/chaplency">
      {before}
      <ChaplaincyPage />
    </PublicPageFrame>
  );
}

const meta = {
  title: 'Public/Pages/Chaplaincy',
  ...publicPage(ChaplaincyPage, '/chaplency', [leadersHandlers.loaded(sampleLeaders, requests), uploadsHandler]),
  beforeEach: () => {
    requests.count = 0;
  },
} satisfies Meta<typeof ChaplaincyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names under a section heading, in order. */
function namesIn(canvas: Canvas, heading: string): string[] {
  const section = canvas.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

function card(canvas: Canvas, name: string) {
  return within(canvas.getByRole('heading', { level: 3, name }).closest('article')!);
}

/** Every photo (or its placeholder) has arrived, lazy ones too, so the screenshot shows them. Ends at the top. */
async function photosSettled(root: HTMLElement) {
  for (const img of root.querySelectorAll('img')) {
    img.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

/** The four groups by the public rule, each by name; a leader matching none (a treasurer) is not shown. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chaplaincy Leaders' })).toBeVisible();
    await expect(canvas.getByText('Discover the dedicated leaders shaping our spiritual and community journey.')).toBeVisible();
    await canvas.findByRole('region', { name: 'Chaplains' });
    await expect(within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Chaplains',
      'Union Leaders',
      'Conference Leaders',
      'Zonal Leaders',
    ]);
    await expect(namesIn(canvas, 'Chaplains')).toEqual(['Grace Mushi', 'Pr. Elia Mwakalinga']);
    await expect(namesIn(canvas, 'Union Leaders')).toEqual(['Joseph Ngowi']);
    await expect(namesIn(canvas, 'Conference Leaders')).toEqual(['Peter Mollel']);
    await expect(namesIn(canvas, 'Zonal Leaders')).toEqual(['Baraka Lyimo', 'Salome Mtui']);
    await expect(canvas.queryByText('Rehema Said')).not.toBeInTheDocument();

    const elia = card(canvas, 'Pr. Elia Mwakalinga');
    await expect(elia.getByText(fullText('Title: University Campus - Chaplain - Dodoma'))).toBeVisible();
    await expect(elia.getByText(fullText('Contact: +255 754 100 200'))).toBeVisible();
    const photo = elia.getByRole('img', { name: 'Photo of Pr. Elia Mwakalinga' });
    await expect(photo).toHaveAttribute('src', `/${uploadPath(401, 600, 600)}`);
    await expect(photo).toHaveAttribute('width', '600');
    await expect(photo).toHaveAttribute('height', '600');
    await expect(photo.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-600x600\.webp 600w$/);

    // A blank contact.
    await expect(card(canvas, 'Peter Mollel').getByText(fullText('Contact: Not specified'))).toBeVisible();
    // A photo the server no longer has, and none at all: the placeholder.
    const broken = card(canvas, 'Grace Mushi').getByRole('img', { name: 'Photo of Grace Mushi' });
    await waitFor(() => expect(broken.getAttribute('src')).toMatch(/placeholder\.svg$/));
    await expect(card(canvas, 'Salome Mtui').getByRole('img').getAttribute('src')).toMatch(/placeholder\.svg$/);

    await expect(requests.count).toBe(1);
    await photosSettled(canvasElement);
  },
};

/** Six skeleton cards, and no request, until a tenth of the list is on screen; then the leaders load. */
export const LoadsWhenScrolledIntoView: Story = {
  // Ends like Loaded, with a tall empty block above.
  parameters: { screenshot: false },
  render: () => <Page before={<div style={{ height: '250vh' }} aria-hidden="true" />} />,
  play: async ({ canvas, canvasElement }) => {
    const skeletons = await canvas.findByRole('status');
    await expect(skeletons).toHaveTextContent('Loading leaders...');
    await expect(skeletons.querySelectorAll('[data-skeleton-tile]')).toHaveLength(6);
    // Give a (wrong) eager load every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(requests.count).toBe(0);

    skeletons.scrollIntoView({ block: 'end' });
    await canvas.findByRole('region', { name: 'Chaplains' });
    await expect(requests.count).toBe(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(0);
    window.scrollTo(0, 0);
  },
};

/** The list is in view: the leaders are on their way, skeletons under the loading overlay. */
export const Loading: Story = {
  parameters: { msw: [leadersHandlers.pending()] },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Loading...')).toBe(true));
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(6);
  },
};

/** No leader falls in any public group. */
export const Empty: Story = {
  parameters: {
    msw: [leadersHandlers.loaded([{ ID: 10, Name: 'Rehema Said', Title: 'Treasurer', Contact: 'rehema@example.org', Image: null }], requests)],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('No leaders are currently listed. Please check back later!')).toBeVisible();
    await expect(within(canvas.getByRole('main')).queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(0);
  },
};

/** A 200 whose body is not a list. */
export const NotAList: Story = {
  parameters: { msw: [leadersHandlers.notAnArray()] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid data format: Expected an array of leaders.');
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(0);
  },
};

/** A failure without a text of its own. */
export const Error: Story = loadErrorStory(leadersHandlers.error(), 'Failed to load leaders. Please try again later.');

/** One column of cards, nothing wider than the phone (same picture as Loaded at 375 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Chaplains' });
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** In Swahili on a phone (issue 31). */
export const SwahiliPhone: Story = swahiliPhoneStory(SWAHILI_PAGES.pages.chaplaincy.heading);

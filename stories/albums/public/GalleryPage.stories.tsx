import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type queries } from 'storybook/test';
import GalleryPage from '../../../src/features/albums/public/GalleryPage';
import { uploadPath, uploadsHandler } from '../../mocks';
import { mediaHandlers, sampleMedia, type MediaItem } from '../mocks';
import { PublicPageFrame, publicPage, swahiliPhoneStory } from '../../public/pages/publicPage';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { PLACEHOLDER_SRC } from '../../../src/ui/SmartImage';

type Canvas = ReturnType<typeof within<typeof queries>>;

const mediaRequested = fn();

const meta = {
  title: 'Public/Pages/Gallery',
  ...publicPage(GalleryPage, '/gallery', [mediaHandlers.loaded(), uploadsHandler]),
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvas: Canvas, title: string) => canvas.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

async function tiles(canvas: Canvas) {
  return within(await canvas.findByRole('list', { name: 'TUCASA Gallery' })).getAllByRole('listitem');
}

/** Waits until the element is shown: dialogs fade in, and a fading element does not count as visible yet. */
async function seen(find: () => HTMLElement) {
  await waitFor(() => expect(find()).toBeVisible());
}

/**
 * Every picture has arrived, lazy ones too (each is scrolled to), so the screenshot shows them and
 * not their empty boxes. Ends back at the top.
 */
async function picturesLoaded(root: HTMLElement) {
  for (const img of root.querySelectorAll('img')) {
    img.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(img.complete && img.naturalWidth > 0, `picture ${img.outerHTML}`).toBe(true));
  }
  window.scrollTo(0, 0);
}

/** Five events: first file, title, description (or its fallback) and date on each tile. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    await expect(await tiles(canvas)).toHaveLength(sampleMedia.length);

    const opening = within(tile(canvas, 'Summit Opening'));
    await expect(opening.getByText('Delegates from twenty universities at the opening service.')).toBeVisible();
    await expect(opening.getByText('June 12, 2025')).toBeVisible();
    // The first file, sized from its name before it arrives, with the server's resized copies.
    const cover = tile(canvas, 'Summit Opening').querySelector('img')!;
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '800');
    await expect(cover.getAttribute('src')).toBe(`/${uploadPath(61, 1200, 800)}`);
    await expect(cover.getAttribute('srcset')).toMatch(/-480w\.webp 480w, .+-960w\.webp 960w, .+-1200x800\.webp 1200w$/);

    await expect(within(tile(canvas, 'Community Service')).getByText('No description provided.')).toBeVisible();
    // A video as the first file shows its poster picture under a play sign; the video itself is not loaded.
    const clip = tile(canvas, 'Community Service');
    await expect(clip.querySelector('video')).toBeNull();
    await expect(clip.querySelector('img')?.getAttribute('src')).toBe(`/${uploadPath(43, 1280, 720)}`);
    await picturesLoaded(canvasElement);
  },
};

/** A click opens the viewer at the event's first file; the arrows cycle with wrap-around; closing resets it. */
export const ViewerNavigation: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await tiles(canvas);
    const open = canvas.getByRole('button', { name: /^View Summit Opening/ });
    await userEvent.click(open);
    // The first opening downloads the viewer's code.
    const viewer = await body.findByRole('dialog', { name: 'Summit Opening' });
    const v = within(viewer);
    await seen(() => v.getByText('1 / 3'));
    await expect(v.getByRole('img')).toHaveAttribute('src', `/${uploadPath(61, 1200, 800)}`);

    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await seen(() => v.getByText('2 / 3'));
    await expect(v.getByRole('img')).toHaveAttribute('src', `/${uploadPath(62, 800, 1200)}`);
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await seen(() => v.getByText('3 / 3'));
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await seen(() => v.getByText('1 / 3'));
    await userEvent.click(v.getByRole('button', { name: 'Previous' }));
    await seen(() => v.getByText('3 / 3'));

    await userEvent.click(v.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();

    // Opening again starts at the first file.
    await userEvent.click(open);
    const again = within(await body.findByRole('dialog', { name: 'Summit Opening' }));
    await seen(() => again.getByText('1 / 3'));
    await userEvent.keyboard('{Escape}');

    // One file: no arrows, no counter.
    await userEvent.click(canvas.getByRole('button', { name: 'View Bible Conference' }));
    const single = within(await body.findByRole('dialog', { name: 'Bible Conference' }));
    await expect(single.queryByRole('button', { name: 'Next' })).toBeNull();
    await seen(() => single.getByRole('img'));
    await userEvent.keyboard('{Escape}');

    // A video file plays in the viewer.
    await userEvent.click(canvas.getByRole('button', { name: /^View Community Service/ }));
    const withVideo = within(await body.findByRole('dialog', { name: 'Community Service' }));
    const video = withVideo.getByLabelText('Community Service, 1 of 2');
    await expect(video.tagName).toBe('VIDEO');
    // Its poster until played; nothing of the video is fetched before.
    await expect(video).toHaveAttribute('poster', `/${uploadPath(43, 1280, 720)}`);
    await expect(video).toHaveAttribute('preload', 'none');
    await userEvent.click(withVideo.getByRole('button', { name: 'Next' }));
    await expect(withVideo.getByRole('img').tagName).toBe('IMG');
  },
};

/** The viewer open on an event's first picture. */
export const ViewerOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await tiles(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^View Summit Opening/ }));
    const viewer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Summit Opening' });
    await picturesLoaded(viewer);
  },
};

/**
 * What an older server sent: MediaFiles as JSON text (read), an item with no files (placeholder
 * picture, 'Untitled Event', 'No description provided.', 'Date not available') and an item whose
 * list is unreadable (left out).
 */
export const OlderServerData: Story = {
  parameters: { msw: [mediaHandlers.legacy(), uploadsHandler] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await tiles(canvas)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /^View Week of Prayer/ })).toBeVisible();
    await expect(tile(canvas, 'Week of Prayer').querySelector('img')?.getAttribute('src')).toBe(`/${uploadPath(131, 1200, 800)}`);

    const untitled = tile(canvas, 'Untitled Event');
    await expect(within(untitled).getByText('No description provided.')).toBeVisible();
    await expect(within(untitled).getByText('Date not available')).toBeVisible();
    await expect(untitled.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    // Nothing to open for an event without files.
    await expect(within(untitled).queryByRole('button')).toBeNull();

    await expect(canvas.queryByText('Broken list')).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** A picture that fails to load shows the placeholder instead. */
export const BrokenPicture: Story = {
  parameters: {
    msw: [
      mediaHandlers.loaded([
        { ...(sampleMedia[1] as MediaItem), MediaFiles: ['uploads/ffffffffffffffffffffffffffffffff-900x600.png'] },
      ]),
      uploadsHandler,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await tiles(canvas);
    const img = tile(canvas, 'Bible Conference').querySelector('img')!;
    await waitFor(() => expect(img.getAttribute('src')).toBe(PLACEHOLDER_SRC));
    await picturesLoaded(canvasElement);
  },
};

/** Six skeleton tiles until the grid is 10% in view; only then are the media asked for. */
export const BeforeScrolledIntoView: Story = {
  parameters: { msw: [mediaHandlers.loaded(sampleMedia, { onRequest: mediaRequested }), uploadsHandler], screenshot: false },
  render: () => (
    <>
      <div style={{ height: '150vh' }} />
      <PublicPageFrame path="/gallery">
        <GalleryPage />
      </PublicPageFrame>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    mediaRequested.mockClear();
    await expect(await canvas.findByText('Loading gallery...')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-skeleton-tile]')).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(mediaRequested).not.toHaveBeenCalled();

    canvas.getByRole('heading', { level: 1, name: 'TUCASA Gallery' }).scrollIntoView({ block: 'start' });
    await expect(await tiles(canvas)).toHaveLength(sampleMedia.length);
    await expect(mediaRequested).toHaveBeenCalledTimes(1);
  },
};

/** While the media load: the loading overlay over the skeleton tiles. */
export const Loading: Story = {
  parameters: { msw: [mediaHandlers.pending(), uploadsHandler] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Loading...')).toBe(true));
    await expect(canvas.getByText('Loading gallery...')).toBeInTheDocument();
  },
};

/** No media yet. */
export const Empty: Story = {
  parameters: { msw: [mediaHandlers.empty()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No memories to display yet. Stay tuned for more!')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'TUCASA Gallery' })).toBeNull();
  },
};

/** The media call fails: the red banner, and no grid. */
export const LoadError: Story = {
  parameters: { msw: [mediaHandlers.error()] },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load gallery. Please try again later.');
    await expect(alert).toHaveAttribute('data-variant', 'error');
    await expect(canvas.queryByRole('list', { name: 'TUCASA Gallery' })).toBeNull();
  },
};

/** A phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const items = await tiles(canvas);
    const [a, b] = items.map((item) => item.getBoundingClientRect());
    await expect(a!.left).toBe(b!.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await picturesLoaded(canvasElement);
  },
};

/** In Swahili on a phone (issue 31). */
export const SwahiliPhone: Story = swahiliPhoneStory(SWAHILI_PAGES.pages.gallery.heading);

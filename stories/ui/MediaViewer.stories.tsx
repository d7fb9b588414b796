import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { MediaViewer, type MediaViewerProps } from '../../src/ui/MediaViewer';
import { isVideoPath } from '../../src/domain/imageSources';
import { expectVisibleFocus, tabTo } from '../support/focus';
import { GALLERY } from '../support/samples';
import { docsPage } from '../support/docs';

/** The viewer as a page uses it: a button opens it, onClose closes it. */
function ViewerPage(args: MediaViewerProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open viewer
      </Button>
      <MediaViewer
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/MediaViewer',
  component: MediaViewer,
  tags: ['autodocs'],
  args: {
    files: GALLERY,
    // The site's rule of which files are videos, as its pages pass it.
    isVideo: isVideoPath,
    open: true,
    startIndex: 0,
    title: 'Campus mission week',
    // The labels are left unset so the stories exercise the defaults ('Close', 'Previous', 'Next').
    onClose: fn(),
  },
  argTypes: { startIndex: { control: { type: 'number', min: 0, max: 4 } } },
  render: (args) => <ViewerPage {...args} />,
  parameters: docsPage(
    "Pages through the photos and videos of one gallery event full screen, with arrows (and the arrow keys) that wrap around and a counter '2 / 5'. Use ImageOverlay for a single picture.",
    { ownFrame: true },
  ),
} satisfies Meta<typeof MediaViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open viewer, once its fade-in is over (toBeVisible fails on a transparent element). */
async function viewer(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Campus mission week' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Full screen; the arrow buttons and keys move through the files, the counter follows. */
export const Default: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await viewer(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    const v = within(dialog);
    await expect(v.getByText('1 / 5')).toBeVisible();
    await expect(v.getByRole('img')).toHaveAccessibleName('Campus mission week, 1 of 5');
    await expect(v.getByRole('img')).toHaveAttribute('src', GALLERY[0]);

    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(v.getByText('2 / 5')).toBeVisible();
    await expect(v.getByRole('img')).toHaveAttribute('src', GALLERY[1]);
    await userEvent.keyboard('{ArrowRight}');
    await expect(v.getByText('3 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(v.getByText('1 / 5')).toBeVisible();
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(v.getByRole('img')).toHaveAccessibleName('Campus mission week, 2 of 5');
    // Wait for the picture, so the screenshot does not catch it half loaded.
    await waitFor(() => expect(v.getByRole('img')).toHaveProperty('complete', true));
  },
};

/** Past the last file comes the first, and before the first the last, by button and by key. */
export const WrapsAround: Story = {
  args: { startIndex: 4 },
  play: async ({ canvasElement, userEvent }) => {
    const v = within(await viewer(canvasElement));
    await expect(v.getByText('5 / 5')).toBeVisible();
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(v.getByText('1 / 5')).toBeVisible();
    await expect(v.getByRole('img')).toHaveAttribute('src', GALLERY[0]);
    await userEvent.click(v.getByRole('button', { name: 'Previous' }));
    await expect(v.getByText('5 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(v.getByText('1 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(v.getByText('5 / 5')).toBeVisible();
    await expect(v.getByRole('img')).toHaveAttribute('src', GALLERY[4]);
    await waitFor(() => expect(v.getByRole('img')).toHaveProperty('complete', true));
  },
};

/** Closing (button or Escape) forgets the position: reopening starts at startIndex again. */
export const ClosingResets: Story = {
  args: { open: false, startIndex: 2 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open viewer' });
    await userEvent.click(opener);
    let v = within(await viewer(canvasElement));
    await expect(v.getByText('3 / 5')).toBeVisible();
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(v.getByText('5 / 5')).toBeVisible();
    await userEvent.click(v.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    v = within(await viewer(canvasElement));
    await expect(v.getByText('3 / 5')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(v.getByText('4 / 5')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(opener);
    v = within(await viewer(canvasElement));
    await expect(v.getByText('3 / 5')).toBeVisible();
  },
};

/** Keyboard only: every control is reachable with Tab and shows its focus; Tab stays in the viewer. */
export const Keyboard: Story = {
  parameters: { screenshot: 'one-width' },
  args: { open: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await viewer(canvasElement);
    const v = within(dialog);
    const close = v.getByRole('button', { name: 'Close' });
    const previous = v.getByRole('button', { name: 'Previous' });
    const next = v.getByRole('button', { name: 'Next' });
    await expectVisibleFocus(close);
    await tabTo(userEvent, previous);
    await tabTo(userEvent, next);
    await userEvent.keyboard('{Enter}');
    await expect(v.getByText('2 / 5')).toBeVisible();
    await expect(next).toHaveFocus();
    await tabTo(userEvent, close);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectVisibleFocus(canvas.getByRole('button', { name: 'Open viewer' }));
  },
};

/** One file: no arrows, no counter, and the arrow keys do nothing. */
export const SingleFile: Story = {
  args: { files: [GALLERY[1]!] },
  play: async ({ canvasElement, userEvent }) => {
    const v = within(await viewer(canvasElement));
    await expect(v.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await expect(v.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await expect(v.queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    await expect(v.getByRole('img')).toHaveAttribute('src', GALLERY[1]);
    await waitFor(() => expect(v.getByRole('img')).toHaveProperty('complete', true));
  },
};

/** The files `isVideo` names (the site's rule: .mp4, .mov or .webm, any case, a query string allowed) play in a `<video>`. */
export const Video: Story = {
  // The player's own controls fade their loading spinner out at the browser's pace: the picture
  // holds the player's box, not what is drawn in it.
  parameters: { screenshotMask: 'video' },
  args: { files: [GALLERY[0]!, '/uploads/summit-worship.MP4?v=2', '/uploads/choir.webm'] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await viewer(canvasElement);
    const v = within(dialog);
    await expect(v.getByRole('img')).toBeInTheDocument();
    await expect(dialog.querySelector('video')).toBeNull();
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(v.getByText('2 / 3')).toBeVisible();
    const video = dialog.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('src', '/uploads/summit-worship.MP4?v=2');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Campus mission week, 2 of 3');
    await expect(v.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    await expect(dialog.querySelector('video')).toHaveAttribute('src', '/uploads/choir.webm');
  },
};

/** On a phone the arrows sit over the picture's edges and stay inside the screen. */
export const Phone: Story = {
  // Not on the docs page, whose frames are as wide as the page: at the phone's width only (in the sidebar).
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, userEvent }) => {
    const v = within(await viewer(canvasElement));
    for (const name of ['Previous', 'Next', 'Close']) {
      const box = v.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(v.getByRole('button', { name: 'Next' }));
    const img = v.getByRole('img');
    await waitFor(() => expect(img).toHaveProperty('complete', true));
    await expect(img.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(img.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** The admin back-office palette (light): the media screen opens the same viewer. */
export const LightPalette: Story = {
  parameters: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const v = within(await viewer(canvasElement));
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(v.getByText('1 / 5')).toBeVisible();
    await waitFor(() => expect(v.getByRole('img')).toHaveProperty('complete', true));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImageOverlay } from '../../src/ui/ImageOverlay';
import { expectVisibleFocus } from '../support/focus';
import { sampleImage } from '../support/samples';
import { docsPage } from '../support/docs';

const OUTFIT = sampleImage('Outfit', 2, 900, 1200);
// An upload as small as admins manage to send: smaller than the close button.
const TINY = sampleImage('', 5, 20, 30);

const meta = {
  title: 'UI/ImageOverlay',
  component: ImageOverlay,
  tags: ['autodocs'],
  args: { src: OUTFIT, alt: 'Summit 2024 outfit', onOpenChange: fn() },
  argTypes: { children: { control: false } },
  parameters: docsPage(
    "Shows one picture full size over the dimmed page (the summit outfit). Wrap the thumbnail button that opens it; a click beside the picture, the close button or Escape closes it. For several pictures or videos to page through, use MediaViewer.",
    { ownFrame: true, layout: 'padded' },
  ),
  render: (args) => (
    <ImageOverlay {...args}>
      <button
        type="button"
        aria-label="View full size: Summit 2024 outfit"
        style={{
          padding: 0,
          border: '1px solid var(--color-border)',
          borderRadius: 'var(--radius-md)',
          background: 'var(--color-surface)',
          cursor: 'zoom-in',
        }}
      >
        <img src={OUTFIT} alt="" width={150} height={200} style={{ borderRadius: 'var(--radius-md)' }} />
      </button>
    </ImageOverlay>
  ),
} satisfies Meta<typeof ImageOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The thumbnail opens the full-size picture; a click on the picture itself keeps it open. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const thumbnail = canvas.getByRole('button', { name: 'View full size: Summit 2024 outfit' });
    await userEvent.click(thumbnail);
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Summit 2024 outfit' });
    const picture = within(dialog).getByRole('img', { name: 'Summit 2024 outfit' });
    await waitFor(() => expect(picture).toHaveProperty('complete', true));
    // Full size: far larger than the thumbnail, yet inside the screen.
    await waitFor(() => expect(picture.getBoundingClientRect().height).toBeGreaterThan(300));
    // It uses most of the screen in at least one direction (a shrink-to-fit box can end up half wide).
    const shown = picture.getBoundingClientRect();
    await expect(Math.max(shown.width / window.innerWidth, shown.height / window.innerHeight)).toBeGreaterThan(0.6);
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(picture);
    await expect(dialog).toBeInTheDocument();
  },
};

/** A click on the dimmed page outside the picture closes the overlay. */
export const ClosesOnOverlayClick: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const thumbnail = canvas.getByRole('button', { name: 'View full size: Summit 2024 outfit' });
    await userEvent.click(thumbnail);
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Summit 2024 outfit' });
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-slot="modal-overlay"]')!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(thumbnail).toHaveFocus();
  },
};

/** By keyboard: Enter opens, focus is on the visible close button, which closes; so does Escape. */
export const ClosesWithButtonOrEscape: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const thumbnail = canvas.getByRole('button', { name: 'View full size: Summit 2024 outfit' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('dialog', { name: 'Summit 2024 outfit' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expectVisibleFocus(close);
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectVisibleFocus(thumbnail);

    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog', { name: 'Summit 2024 outfit' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectVisibleFocus(thumbnail);
  },
};

/**
 * A picture smaller than the close button (a 20 × 30 px upload): the button is still drawn whole,
 * above the picture and the dimmed page, where a click reaches it.
 */
export const SmallPicture: Story = {
  args: { src: TINY },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View full size: Summit 2024 outfit' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Summit 2024 outfit' });
    const picture = within(dialog).getByRole('img', { name: 'Summit 2024 outfit' });
    await waitFor(() => expect(picture).toHaveProperty('complete', true));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const box = close.getBoundingClientRect();
    // Near every corner (inside its rounding) the button is what is on screen: nothing covers or clips it.
    const at = (fx: number, fy: number) => [box.left + box.width * fx, box.top + box.height * fy] as const;
    for (const [x, y] of [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)]) {
      await expect(close.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
    }
    // Left open: the screenshot shows the picture with its button.
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Share } from '../../src/ui/share';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';
import { mockSharing, shareCancelled } from '../support/share';

const URL = 'https://tucasa.example/calendar';
const TITLE = 'TUCASA Calendar';

const meta = {
  title: 'UI/Share',
  component: Share,
  tags: ['autodocs'],
  // confirmationMs is left unset so the stories exercise the app's (3000 ms, given by the decorator).
  args: { title: TITLE, url: URL, text: 'Explore Upcoming Events and Activities' },
  parameters: docsPage(
    "One 'Share' button for a page or an item. Where the browser has a share sheet (phones, most desktop browsers) it opens it; elsewhere a menu offers 'Share on WhatsApp' and 'Copy link', which confirms with 'Link copied' (read out by screen readers) or, when the browser will not copy, shows the link to copy by hand.",
    { ownFrame: true, layout: 'padded' },
  ),
  // A browser without a share sheet, whose clipboard takes the link: each story says otherwise where it needs to.
  beforeEach: () => mockSharing({ writeText: fn(async () => {}) }),
} satisfies Meta<typeof Share>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The polite live region Share speaks through: screen readers hear what it says, the focus stays. */
function message(canvasElement: HTMLElement): HTMLElement {
  const regions = canvasElement.querySelectorAll<HTMLElement>('[aria-live="polite"]');
  if (regions.length !== 1) throw new Error(`expected one polite live region, found ${regions.length}`);
  return regions[0]!;
}

/** The page's document: the menu is rendered into `<body>`, outside the canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Without a share sheet: a menu button, closed. */
export const Default: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(message(canvasElement)).toBeEmptyDOMElement();
  },
};

/** The browser's share sheet gets the title, the text and the URL; nothing else shows. */
export const NativeShare: Story = {
  parameters: { screenshot: 'one-width' },
  beforeEach: () => mockSharing({ share: fn(async () => {}) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(button);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.share).toHaveBeenCalledWith({ title: TITLE, text: 'Explore Upcoming Events and Activities', url: URL });
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(message(canvasElement)).toBeEmptyDOMElement();
  },
};

/** Closing the share sheet is no error: no message, no menu. */
export const NativeShareCancelled: Story = {
  parameters: { screenshot: false },
  beforeEach: () => mockSharing({ share: fn(shareCancelled) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.share).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(body(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    await expect(message(canvasElement)).toBeEmptyDOMElement();
  },
};

/** A share sheet that refuses (not a cancel): the menu opens in its place. */
export const NativeShareRefused: Story = {
  parameters: { screenshot: false },
  beforeEach: () => mockSharing({ share: fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await body(canvasElement).findByRole('menu')).toBeVisible();
  },
};

/** The menu, opened from the keyboard: WhatsApp with the title and URL in a new tab, then Copy link. */
export const MenuOpen: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Share' });
    await tabTo(userEvent, button);
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Share on WhatsApp (opens in a new tab)', 'Copy link']);
    const whatsApp = items[0]!;
    await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/?text=TUCASA%20Calendar%20https%3A%2F%2Ftucasa.example%2Fcalendar');
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    // Radix moves the focus onto the first item, and the arrows along the items.
    await waitFor(() => expect(whatsApp).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // Back on Share: the menu's own button since its code came in (ShareMenu, loaded on first use).
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await body(canvasElement).findByRole('menu')).toBeVisible();
  },
};

/** Copy link puts the URL on the clipboard and says 'Link copied' politely; focus goes back to Share. */
export const Copied: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Copy link' }));
    // The copy comes a tick after the tap (copyText is the menu's chunk's): its confirmation first.
    const status = message(canvasElement);
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL);
    await expect(status).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus());
  },
};

/** 'Link copied' goes after confirmationMs, and a second copy shows it again for as long. */
export const ConfirmationClears: Story = {
  args: { confirmationMs: 300 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const copy = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
      await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Copy link' }));
    };
    const status = message(canvasElement);
    await copy();
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    await waitFor(() => expect(status).toBeEmptyDOMElement());
    await copy();
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(2);
  },
};

/** No Clipboard API (an old browser, a page over plain HTTP): the copy command does it. */
export const CopiedWithoutClipboardApi: Story = {
  parameters: { screenshot: false },
  beforeEach: () => mockSharing({ copyCommand: true }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Link copied'));
  },
};

/** The clipboard refuses and so does the copy command: the failure is said, with the link selected on focus. */
export const CopyFailed: Story = {
  beforeEach: () => mockSharing({ writeText: fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))), copyCommand: false }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(message(canvasElement)).toHaveTextContent('Could not copy the link. Select it below and copy it yourself.'));
    const field = canvas.getByRole('textbox', { name: 'Link to this page' });
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveAttribute('readonly');
    // The focus is back on Share; the field is the next stop.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus());
    await tabTo(userEvent, field);
    const input = field as HTMLInputElement;
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, URL.length]);
  },
};

/** The open menu on a phone stays on the screen. */
export const Phone: Story = {
  // Not on the docs page, whose frames are as wide as the page: at the phone's width only (in the sidebar).
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone' } },
  args: { url: 'https://tucasa.example/gallery/12345', title: 'Campus Mission Week at the University of Dar es Salaam' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(375));
    await expect(menu.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

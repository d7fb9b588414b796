import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { PublicLayout } from '../../src/public/layout/PublicLayout';
import { whatsAppShareUrl } from '../../src/domain/share';
import { expectVisibleFocus } from '../support/focus';
import { mockSharing } from '../support/share';

/** Stand-in pages: the layout's <Outlet/> shows whichever matches. */
function StubPage({ title }: { title: string }) {
  return (
    <section style={{ padding: 'var(--space-8) var(--space-4)' }}>
      <h1>{title}</h1>
      <p>The page's own content goes here.</p>
    </section>
  );
}

const meta = {
  title: 'Public/PublicLayout',
  component: PublicLayout,
  args: { sendMessage: fn(() => Promise.resolve('OK')), year: 2025 },
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'dark' },
  render: (args) => (
    <Routes>
      <Route element={<PublicLayout {...args} />}>
        <Route index element={<StubPage title="Home" />} />
        <Route path="gallery" element={<StubPage title="TUCASA Gallery" />} />
        <Route path="*" element={<StubPage title="Another page" />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The Phone story covers 375 px.
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    // The first Tab stop skips the navigation.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expectVisibleFocus(skip);
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();

    // The header's links change what the outlet shows.
    await userEvent.click(canvas.getByRole('link', { name: 'GALLERY' }));
    await expect(await within(main).findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'GALLERY' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(await within(canvas.getByRole('main')).findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/**
 * Below every page, above the footer: Share for the page shown, its URL this site's origin and the
 * path, its title the list page's own, or the document's on another page (an item's).
 */
export const SharesThePage: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { router: { initialEntries: ['/gallery'] } },
  beforeEach: () => mockSharing({ writeText: fn(async () => {}) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const share = canvas.getByRole('button', { name: 'Share' });
    // After the page, before the footer, in reading and Tab order.
    await expect(canvas.getByRole('main').compareDocumentPosition(share) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(share.compareDocumentPosition(canvas.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(share);
    await expect(await page.findByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      whatsAppShareUrl('TUCASA Gallery', `${window.location.origin}/gallery`),
    );
    await userEvent.click(page.getByRole('menuitem', { name: 'Copy link' }));
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/gallery`);
    await expect(await canvas.findByText('Link copied')).toBeVisible();

  },
};

/** A page the layout has no title for (an item's) shares the document's title, as it is when shared. */
export const SharesAnItemPage: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { router: { initialEntries: ['/announcements/7'] }, screenshot: false },
  beforeEach: () => {
    const title = document.title;
    document.title = 'Loading – TUCASA';
    return () => {
      document.title = title;
    };
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The item's page writes its title once its data is there.
    document.title = 'Campus Mission Week – TUCASA';
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      whatsAppShareUrl('Campus Mission Week – TUCASA', `${window.location.origin}/announcements/7`),
    );
  },
};

import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { InitialDataProvider } from '../../src/api/initialData';
import { PublicLayout } from '../../src/public/layout/PublicLayout';
import { whatsAppShareUrl } from '../../src/ui/share/whatsAppShareUrl';
import { expectVisibleFocus } from '../support/focus';
import { mockSharing } from '../support/share';
import { openMenu } from '../support/menu';

/** Stand-in pages: the layout's `<Outlet/>` shows whichever matches. */
function StubPage({ title }: { title: string }) {
  return (
    <section style={{ padding: 'var(--space-8) var(--space-4)' }}>
      <h1>{title}</h1>
      <p>The page's own content goes here.</p>
    </section>
  );
}

/** The layout around the stand-in pages. */
const Pages = (args: ComponentProps<typeof PublicLayout>) => (
  <Routes>
    <Route element={<PublicLayout {...args} />}>
      <Route index element={<StubPage title="Home" />} />
      <Route path="gallery" element={<StubPage title="TUCASA Gallery" />} />
      <Route path="*" element={<StubPage title="Another page" />} />
    </Route>
  </Routes>
);

const meta = {
  title: 'Public/PublicLayout',
  component: PublicLayout,
  args: { sendMessage: fn(() => Promise.resolve('OK')), year: 2025 },
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'dark' },
  render: (args) => <Pages {...args} />,
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
    const toggle = await openMenu(canvas, userEvent);
    await userEvent.click(canvas.getByRole('link', { name: 'GALLERY' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(await within(canvas.getByRole('main')).findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    // Nothing is wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const CHANNEL = 'https://whatsapp.com/channel/0029VaTucasaStu2026Xyz';

/**
 * With the association's WhatsApp Channel in the settings the server rendered the page with (issue
 * 32): "Follow on WhatsApp" beside Share, opening the channel in a new tab; still there on the next
 * page the visitor opens, and in Swahili on a phone.
 */
export const FollowOnWhatsApp: Story = {
  // The Swahili phone story below covers 375 px.
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <InitialDataProvider data={{ '/api/settings': { missionText: 'M', subtitleText: 'S', heroBackgroundImage: null, whatsappChannel: CHANNEL } }}>
      <Pages {...args} />
    </InitialDataProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const follow = canvas.getByRole('link', { name: 'Follow on WhatsApp (opens in a new tab)' });
    await expect(follow).toHaveAttribute('href', CHANNEL);
    await expect(follow).toHaveAttribute('target', '_blank');
    await expect(follow).toHaveAttribute('rel', 'noopener noreferrer');
    // Beside Share, in the same row.
    const share = canvas.getByRole('button', { name: 'Share' });
    await expect(Math.abs(follow.getBoundingClientRect().top - share.getBoundingClientRect().top)).toBeLessThan(8);
    await userEvent.click(canvas.getAllByRole('link', { name: 'GALLERY' })[0]!);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'TUCASA Gallery' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Follow on WhatsApp (opens in a new tab)' })).toHaveAttribute('href', CHANNEL);
  },
};

/** In Swahili on a phone: "Tufuate kwenye WhatsApp" fits beside "Shiriki". */
export const FollowOnWhatsAppSwahiliPhone: Story = {
  render: FollowOnWhatsApp.render,
  globals: { viewport: { value: 'phone' }, locale: 'sw' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tufuate kwenye WhatsApp (hufunguka kwenye kichupo kipya)' })).toHaveAttribute('href', CHANNEL);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Settings that name no channel, or anything that is not a WhatsApp Channel's link: no such link. */
export const NoChannel: Story = {
  parameters: { screenshot: false },
  render: (args) => (
    <InitialDataProvider data={{ '/api/settings': { missionText: 'M', subtitleText: 'S', heroBackgroundImage: null, whatsappChannel: 'javascript:alert(1)' } }}>
      <Pages {...args} />
    </InitialDataProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Follow on WhatsApp/ })).not.toBeInTheDocument();
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
    // The copy comes a tick after the tap (from the menu's chunk): its confirmation first.
    await expect(await canvas.findByText('Link copied')).toBeVisible();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the mock is read, not called
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/gallery`);

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

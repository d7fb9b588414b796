import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { HEADQUARTERS, RELATED_LINKS, SOCIAL_LINKS } from '../../src/brand';
import { Footer } from '../../src/public/layout/Footer';
import { tabTo } from '../support/focus';
import { takesPointer } from '../support/dialogs';

const meta = {
  title: 'Public/Footer',
  component: Footer,
  args: { year: 2025, sendMessage: fn(() => Promise.resolve('OK')) },
  // Site chrome: edge to edge, as on the page.
  parameters: { pad: false, theme: 'dark' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

// The spec's kinds of link, each looked up in brand.ts (never retyped here).
const RELATED = [
  RELATED_LINKS.church,
  RELATED_LINKS.regionalMission,
  RELATED_LINKS.reliefAgency,
  RELATED_LINKS.tv,
  RELATED_LINKS.radio,
  RELATED_LINKS.campusMinistry,
  RELATED_LINKS.tims,
];
const SOCIAL = [SOCIAL_LINKS.youtube, SOCIAL_LINKS.facebook, SOCIAL_LINKS.x, SOCIAL_LINKS.instagram, SOCIAL_LINKS.whatsapp];

const exactName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(opens in a new tab\\)$`);

/** The links of `region` are `links`, in order, each opening its address in a new tab without the opener. */
async function expectNewTabLinks(region: HTMLElement, links: { label: string; href: string }[]) {
  const anchors = within(region).getAllByRole('link');
  await expect(anchors).toHaveLength(links.length);
  for (const [i, link] of links.entries()) {
    const anchor = anchors[i]!;
    await expect(anchor).toHaveAccessibleName(exactName(link.label));
    await expect(anchor).toHaveAttribute('href', link.href);
    await expect(anchor).toHaveAttribute('target', '_blank');
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  }
  return anchors;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText(new RegExp(HEADQUARTERS.label))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Email Us' })).toBeVisible();

    await expectNewTabLinks(canvas.getByRole('region', { name: 'Related Links' }), RELATED);
    for (const anchor of await expectNewTabLinks(canvas.getByRole('region', { name: 'Follow Us' }), SOCIAL)) {
      // Icon links: the name comes from hidden text, not from the picture.
      await expect(anchor.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }

    await expect(within(footer).getByText(/^© 2025 /)).toBeVisible();
  },
};

export const EmailUsOpensTheMessageModal: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const emailUs = canvas.getByRole('button', { name: 'Email Us' });
    await tabTo(userEvent, emailUs);
    await userEvent.keyboard('{Enter}');

    // The modal is a lazy chunk: it arrives after the first press.
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Us' });
    await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
    await expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await takesPointer(within(dialog).getByLabelText('Email'));

    await userEvent.type(within(dialog).getByLabelText('Email'), 'visitor@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello TUCASA');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Your message has been sent successfully!');
    await expect(args.sendMessage).toHaveBeenCalledTimes(1);
    await expect(args.sendMessage).toHaveBeenCalledWith(
      expect.objectContaining({ from_email: 'visitor@example.com', message: 'Hello TUCASA' }),
    );

    // Closing gives focus back to the button, and reopening shows a fresh form.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(emailUs).toHaveFocus());
    await userEvent.click(emailUs);
    const again = await body.findByRole('dialog', { name: 'Contact Us' });
    await expect(within(again).queryByRole('status')).not.toBeInTheDocument();
    await expect(within(again).getByLabelText('Email')).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    // One column: nothing wider than the screen.
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    for (const link of within(canvas.getByRole('region', { name: 'Follow Us' })).getAllByRole('link')) {
      // Touch targets of at least 44 px.
      await expect(link.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    }
  },
};

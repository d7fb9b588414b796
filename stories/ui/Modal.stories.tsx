import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
  type ModalContentProps,
} from '../../src/ui/Modal';
import { expectVisibleFocus } from '../support/focus';
import { docsPage } from '../support/docs';

const ABOUT =
  'TUCASA brings Adventist students together on every campus: weekly worship, Bible study groups, ' +
  'community service and the annual summit. Members lead the programmes themselves, with the help of ' +
  'the chaplains of their union and conference.';

function AboutModal({ paragraphs = 1, ...args }: ModalContentProps & { paragraphs?: number }) {
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button variant="secondary">Read More</Button>
      </ModalTrigger>
      <ModalContent {...args}>
        <ModalHeader>
          <ModalTitle>About Us</ModalTitle>
          <ModalDescription>Who we are and what we do.</ModalDescription>
        </ModalHeader>
        <ModalBody>
          {Array.from({ length: paragraphs }, (_, i) => (
            <p key={i} style={{ marginBottom: 'var(--space-3)' }}>
              {i === paragraphs - 1 && paragraphs > 1 ? `Last paragraph. ${ABOUT}` : ABOUT}
            </p>
          ))}
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>Done</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalContent,
  tags: ['autodocs'],
  // closeLabel is left unset so the stories exercise the default ('Close').
  args: { size: 'md', showCloseButton: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] } },
  parameters: docsPage(
    "A dialog over the page for a task or content that needs the whole attention (the About text, a form in a dialog). Built from `Modal`, `ModalTrigger`, `ModalContent` (props shown here), `ModalTitle`, `ModalDescription` and `ModalClose`; sizes `sm` to `full`. Escape and the close button close it and focus returns to the trigger. For a yes/no question before deleting, use ConfirmDialog.",
    { ownFrame: true, layout: 'padded' },
  ),
  render: (args) => <AboutModal {...args} />,
} satisfies Meta<typeof ModalContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard: opens with Enter, focus is trapped inside, Escape closes and focus returns to the opener. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Read More' });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await body.findByRole('dialog', { name: 'About Us' });
    await expect(dialog).toHaveAccessibleDescription('Who we are and what we do.');
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);

    // Focus starts on the first control; Tab and Shift+Tab cycle through the dialog's controls only.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expectVisibleFocus(done);
    await userEvent.tab();
    await expectVisibleFocus(close);
    await userEvent.tab();
    await expectVisibleFocus(done);
    await userEvent.tab({ shift: true });
    await expectVisibleFocus(close);

    // Modal: the page behind is hidden from assistive technology, and focus cannot be moved to it.
    await expect(canvas.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
    opener.focus();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expectVisibleFocus(opener);
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Read More' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'About Us' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The icon button is visible, not only announced (waitFor: the dialog fades in).
    await waitFor(() => expect(close).toBeVisible());
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();

    // A click on the dimmed page around the dialog closes it too.
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'About Us' });
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="modal-overlay"]');
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Opened from state (no ModalTrigger), as a card's Edit button does: focus still comes back. */
export const OpenedFromState: Story = {
  render: function OpenedFromState(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit announcement
        </Button>
        <Modal open={open} onOpenChange={setOpen}>
          <ModalContent {...args}>
            <ModalHeader>
              <ModalTitle>Edit announcement</ModalTitle>
            </ModalHeader>
            <ModalBody>
              <p>{ABOUT}</p>
            </ModalBody>
          </ModalContent>
        </Modal>
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Edit announcement' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Edit announcement' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectVisibleFocus(opener);
  },
};

/** Left open so the screenshot shows the dialog. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read More' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'About Us' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Modal key={size}>
          <ModalTrigger asChild>
            <Button variant="secondary">Open {size}</Button>
          </ModalTrigger>
          <ModalContent {...args} size={size}>
            <ModalHeader>
              <ModalTitle>Size {size}</ModalTitle>
            </ModalHeader>
            <ModalBody>
              <p>{ABOUT}</p>
            </ModalBody>
          </ModalContent>
        </Modal>
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg']) {
      await userEvent.click(canvas.getByRole('button', { name: `Open ${size}` }));
      const dialog = await body.findByRole('dialog', { name: `Size ${size}` });
      await expect(dialog).toHaveAttribute('data-size', size);
      widths.push(dialog.getBoundingClientRect().width);
      // Never wider than the screen.
      await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      if (size !== 'lg') {
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      }
    }
    // On a wide screen each size is wider than the one before; on a phone they all fill the width.
    if (window.innerWidth >= 1024) {
      await expect(widths[0]).toBeLessThan(widths[1]!);
      await expect(widths[1]).toBeLessThan(widths[2]!);
    } else {
      await expect(widths[0]).toBeLessThanOrEqual(widths[2]!);
    }
  },
};

/** On a phone a long text scrolls inside the dialog; the title and the footer stay on screen. */
export const PhoneScrollableBody: Story = {
  render: (args) => <AboutModal {...args} paragraphs={12} />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Read More' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'About Us' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'Done' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      window.innerHeight,
    );

    const scroller = dialog.querySelector<HTMLElement>('[data-slot="modal-body"]')!;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    // The scrolling body is reachable by keyboard, so it can be scrolled without a pointer.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    const last = within(dialog).getByText(/^Last paragraph\./);
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(scroller.getBoundingClientRect().bottom);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1),
    );
  },
};

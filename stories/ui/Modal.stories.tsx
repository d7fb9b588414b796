import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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
import { clickOn, nextTask, renderedWithinTask } from '../support/clicks';
import { expectVisibleFocus, tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const ABOUT =
  'TUCASA brings Adventist students together on every campus: weekly worship, Bible study groups, ' +
  'community service and the annual summit. Members lead the programmes themselves, with the help of ' +
  'the chaplains of their union and conference.';

function AboutModal({ paragraphs = 1, onOpenChange, ...args }: ModalContentProps & { paragraphs?: number; onOpenChange?: (open: boolean) => void }) {
  return (
    <Modal onOpenChange={onOpenChange}>
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

/** A dialog of one title and one paragraph, no footer. */
function TextContent({ title, ...args }: ModalContentProps & { title: string }) {
  return (
    <ModalContent {...args}>
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <p>{ABOUT}</p>
      </ModalBody>
    </ModalContent>
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
const OVERLAY = '[data-slot="modal-overlay"]';
const overlayOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector(OVERLAY)!;
const overlayWithinTask = (canvasElement: HTMLElement) => renderedWithinTask(canvasElement.ownerDocument, OVERLAY);
const closed = (body: ReturnType<typeof bodyOf>) => waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());

/** Keyboard: opens with Enter, focus is trapped inside, Escape closes and focus returns to the opener. */
export const Default: Story = {
  parameters: { screenshot: 'one-width' },
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
    await tabTo(userEvent, close);
    await tabTo(userEvent, done);
    await userEvent.tab({ shift: true });
    await expectVisibleFocus(close);
    // Modal: the page behind is hidden from assistive technology, and focus cannot be moved to it.
    await expect(canvas.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
    opener.focus();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed(body);
    await expectVisibleFocus(opener);
  },
};

export const CloseButton: Story = {
  parameters: { screenshot: 'one-width' },
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
    await closed(body);
    await expect(opener).toHaveFocus();

    // A click on the dimmed page around the dialog closes it too.
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'About Us' });
    await userEvent.click(overlayOf(canvasElement));
    await closed(body);
    await expect(opener).toHaveFocus();
  },
};

/** Opened from state (no ModalTrigger), as a card's Edit button does: focus still comes back. */
export const OpenedFromState: Story = {
  parameters: { screenshot: 'one-width' },
  render: function OpenedFromState(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit announcement
        </Button>
        <Modal open={open} onOpenChange={setOpen}>
          <TextContent {...args} title="Edit announcement" />
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
          <TextContent {...args} size={size} title={`Size ${size}`} />
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
        await closed(body);
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
  // Not on the docs page, whose frames are as wide as the page: at the phone's width only (in the sidebar).
  tags: ['!autodocs'],
  render: (args) => <AboutModal {...args} paragraphs={12} />,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Read More' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'About Us' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const done = within(dialog).getByRole('button', { name: 'Done' });
    await expect(done.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);

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

const openChanges = fn();

/**
 * A click on the dimmed page the moment the dialog has opened, before the browser ran any timer (a
 * slow phone's tap, a test's click), closes it, once; so does one a while later. Radix alone heard
 * presses outside only from the task after the dialog opened, and lost this one.
 */
export const ClickOutsideAtOnce: Story = {
  render: (args) => <AboutModal {...args} onOpenChange={openChanges} />,
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Read More' });
    openChanges.mockClear();
    // Both clicks in one task. The opener is focused first, as a real click leaves it.
    opener.focus();
    opener.click();
    clickOn(await overlayWithinTask(canvasElement));
    await closed(body);
    await expect(openChanges.mock.calls).toEqual([[true], [false]]);
    // Focus goes back to the opener in the task after the dialog closed (Radix's FocusScope).
    await waitFor(() => expect(opener).toHaveFocus());

    // Later, with Radix listening too: still one close per click.
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'About Us' });
    await nextTask();
    await userEvent.click(overlayOf(canvasElement));
    await closed(body);
    await expect(openChanges.mock.calls).toEqual([[true], [false], [true], [false]]);
  },
};

/** A dialog whose caller refuses outside clicks (onPointerDownOutside prevented, as ConfirmDialog does) stays open on the dimmed page's click, even at once. */
export const OutsideClicksRefused: Story = {
  args: { onPointerDownOutside: (event) => event.preventDefault() },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    canvas.getByRole('button', { name: 'Read More' }).click();
    const overlay = await overlayWithinTask(canvasElement);
    clickOn(overlay);
    // Radix's own dismissal of a press outside comes in the task after the click, at the latest.
    await nextTask();
    await expect(body.getByRole('dialog', { name: 'About Us' })).toBeInTheDocument();
    await userEvent.click(overlay);
    await nextTask();
    await expect(body.getByRole('dialog', { name: 'About Us' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await closed(body);
  },
};

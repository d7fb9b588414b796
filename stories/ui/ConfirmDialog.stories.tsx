import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../../src/ui/Button';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/ui/ConfirmDialog';
import { expectVisibleFocus, tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    title: 'Delete this media item?',
    description: 'The event and all its photos and videos will be removed. This cannot be undone.',
    // The labels are left unset so the stories exercise the defaults ('Delete', 'Cancel', 'Deleting...').
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
  parameters: docsPage(
    "An 'Are you sure?' before a destructive action that cannot be undone (deleting media, a leader, an event). Focus starts on Cancel; while `busy` it cannot be dismissed. Do not use it for actions that can be undone or for plain information: a Banner or a Modal fits those.",
    { ownFrame: true, layout: 'padded' },
  ),
  render: (args) => <ConfirmDialog {...args} trigger={<Button variant="danger">Delete media</Button>} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opened by keyboard: focus starts on Cancel (the safe choice); Delete confirms and closes. */
export const Default: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete media' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete this media item?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expectVisibleFocus(cancel);
    await tabTo(userEvent, confirm);
    await expect(confirm).toHaveAttribute('data-variant', 'danger');

    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expectVisibleFocus(opener);
  },
};

/** Cancel and Escape close without confirming; a click outside does not dismiss a confirmation. */
export const Cancel: Story = {
  parameters: { screenshot: 'one-width' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const body = bodyOf(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete media' });

    await userEvent.click(opener);
    let dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-slot="modal-overlay"]')!);
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** busy (set by the page while it deletes): the overlay says so, and nothing can be pressed. */
export const Busy: Story = {
  args: { busy: true, defaultOpen: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete this media item?' });
    const status = within(dialog).getByRole('status');
    await expect(status).toHaveTextContent('Deleting...');
    await waitFor(() => expect(status).toBeVisible());
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    // Focus is not lost to the page: it waits on the status.
    await expect(status).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** An async onConfirm: busy until its promise resolves, then the dialog closes by itself. */
export const AsyncConfirm: Story = {
  parameters: { screenshot: 'one-width' },
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 500))) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete media' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Deleting...');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A rejected onConfirm (the page showed its error): the dialog stays open to try again. */
export const FailedConfirmStaysOpen: Story = {
  args: {
    onConfirm: fn(() => new Promise<void>((_, reject) => setTimeout(() => reject(new Error('Network error')), 300))),
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete media' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

function DeletableList(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'trigger'>) {
  const [items, setItems] = useState(['Week of Prayer', 'Health Expo']);
  const [target, setTarget] = useState<string | null>(null);
  return (
    <main tabIndex={-1} aria-label="Media">
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}{' '}
            <Button variant="danger" onClick={() => setTarget(item)}>
              Delete {item}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...props}
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        onConfirm={async () => {
          await props.onConfirm();
          setItems((all) => all.filter((item) => item !== target));
        }}
      />
    </main>
  );
}

/**
 * The item is deleted with its Delete button: focus goes to the page's `<main>`, not to `<body>`,
 * and the page does not jump to the top.
 */
export const FocusAfterDeletion: Story = {
  render: (args) => <DeletableList {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Health Expo' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Delete Health Expo' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('main', { name: 'Media' })).toHaveFocus());

    // Cancelled: the opener is still there and gets focus back.
    const other = canvas.getByRole('button', { name: 'Delete Week of Prayer' });
    await userEvent.click(other);
    await userEvent.click(within(await bodyOf(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(other).toHaveFocus());
  },
};

/** The admin back-office palette (light), where deletions happen. */
export const LightPalette: Story = {
  args: { defaultOpen: true },
  parameters: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete this media item?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ContactModal, type ContactModalProps } from '../../../src/features/messages/public/ContactModal';
import { Button } from '../../../src/ui/Button';
import { tabTo } from '../../support/focus';
import { useArgState } from '../../support/state';

/** The modal with an opener, as the footer uses it: closing really closes, and it can be reopened. */
function WithOpener(args: ContactModalProps) {
  const open = useArgState(args.open, args.onOpenChange);
  return (
    <div style={{ padding: 'var(--space-6)' }}>
      <Button onClick={() => open.set(true)}>Email Us</Button>
      <ContactModal {...args} open={open.value} onOpenChange={open.change} />
    </div>
  );
}

const meta = {
  title: 'Public/ContactModal',
  component: ContactModal,
  args: { open: true, onOpenChange: fn(), send: fn(() => Promise.resolve('OK')) },
  parameters: { theme: 'dark' },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ContactModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog (portalled into `<body>`), once its fade-in is over, so visibility checks are fair. */
async function dialogIn(canvasElement: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Contact Us' });
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return dialog;
}

export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    const email = dialog.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveFocus();
    await expect(dialog.getByLabelText('Message')).toBeInTheDocument();
    // Keyboard order: email, message, send, close; each shows its focus.
    await tabTo(userEvent, dialog.getByLabelText('Message'));
    await tabTo(userEvent, dialog.getByRole('button', { name: 'Send Message' }));
    await tabTo(userEvent, dialog.getByRole('button', { name: 'Close' }));
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    const email = dialog.getByLabelText('Email');
    const message = dialog.getByLabelText('Message');
    const send = dialog.getByRole('button', { name: 'Send Message' });

    await userEvent.click(send);
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(message).toHaveAccessibleDescription('Message is required');
    // The first wrong field takes the focus.
    await expect(email).toHaveFocus();

    await userEvent.type(email, 'not-an-email');
    await userEvent.type(message, '   ');
    await userEvent.click(send);
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.queryByText('Email is required')).not.toBeInTheDocument();
    // Blank after trimming counts as empty.
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();

    // Once the email is right, only the message is in the way (and takes the focus).
    await userEvent.clear(email);
    await userEvent.type(email, 'visitor@example.com');
    await userEvent.click(send);
    await expect(dialog.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(message).toHaveFocus();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  // A send that never settles keeps the modal in its busy state.
  args: { send: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Email'), '  visitor@example.com ');
    await userEvent.type(dialog.getByLabelText('Message'), 'When is the next summit?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    const busy = dialog.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(args.send).toHaveBeenCalledTimes(1);
    const now = new Date();
    await expect(args.send).toHaveBeenCalledWith({
      from_email: 'visitor@example.com',
      message: 'When is the next summit?',
      date: now.toLocaleDateString(),
      year: String(now.getFullYear()),
    });
    // Enter in the email field cannot send twice.
    await userEvent.type(dialog.getByLabelText('Email'), '{Enter}');
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Email'), 'visitor@example.com');
    await userEvent.type(dialog.getByLabelText('Message'), 'Thank you for the summit!');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    await expect(await dialog.findByRole('status')).toHaveTextContent(/^Your message has been sent successfully!$/);
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByLabelText('Message')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { send: fn(async () => Promise.reject(new Error('Network Error'))) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(await dialogIn(canvasElement));
    await userEvent.type(dialog.getByLabelText('Email'), 'visitor@example.com');
    await userEvent.type(dialog.getByLabelText('Message'), 'Is anyone there?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent(/^Failed to send email\. Please try again later\.$/);
    // Nothing typed is lost: the visitor can try again.
    await expect(dialog.getByLabelText('Email')).toHaveValue('visitor@example.com');
    await expect(dialog.getByLabelText('Message')).toHaveValue('Is anyone there?');
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

export const ClosingClears: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    let dialog = within(await dialogIn(canvasElement));

    // Errors and typed text are gone after the close button.
    await userEvent.type(dialog.getByLabelText('Message'), 'Half a thought');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Email Us' }));
    dialog = within(await dialogIn(canvasElement));
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
    await expect(dialog.getByLabelText('Message')).toHaveValue('');
    await expect(dialog.queryByText('Email is required')).not.toBeInTheDocument();

    // The success message is gone after Escape.
    await userEvent.type(dialog.getByLabelText('Email'), 'visitor@example.com');
    await userEvent.type(dialog.getByLabelText('Message'), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Your message has been sent successfully!');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Email Us' })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: 'Email Us' }));
    dialog = within(await dialogIn(canvasElement));
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await expect(dialog.getByLabelText('Email')).toHaveValue('');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, userEvent }) => {
    const element = await dialogIn(canvasElement);
    const dialog = within(element);
    const box = element.getBoundingClientRect();
    // Fits the 375 px screen with a margin on both sides.
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(375);
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeVisible();
  },
};

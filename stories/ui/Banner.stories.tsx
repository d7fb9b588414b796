import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Banner } from '../../src/ui/Banner';
import { Button } from '../../src/ui/Button';
import { expectVisibleFocus, tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  tags: ['autodocs'],
  // Stories that show a banner keep it (duration: null) so the screenshot is stable;
  // the timer has its own stories below and a fake-timer test (tests/ui/Banner.test.tsx).
  args: { variant: 'success', message: 'Media uploaded successfully!', duration: null, onClear: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['success', 'error', 'warning'] },
    duration: { control: 'number' },
  },
  parameters: docsPage(
    "The short feedback line at the top of the screen after an action: green when it worked ('Media uploaded successfully!'), red when it failed, yellow for a warning. It leaves by itself after `duration` ms (3 s). Use it for the result of a save or an upload; an error about one field belongs under that field (TextField `error`), and a question before acting is a ConfirmDialog.",
    { ownFrame: true },
  ),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (el: Element) => getComputedStyle(el).backgroundColor;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Media uploaded successfully!');
    // At the top of the screen, whatever the page scroll.
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await expect(banner.getBoundingClientRect().top).toBeLessThan(40);
  },
};

/** A banner of `variant` that informs (role=status): its message, on its colour. */
const politeStory = (variant: 'success' | 'warning', message: string, colour: string): Story => ({
  args: { variant, message },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent(message);
    await expect(rgb(banner)).toBe(colour);
  },
});

export const Success: Story = politeStory('success', 'Leader added successfully', 'rgb(21, 128, 61)'); // green

export const ErrorMessage: Story = {
  name: 'Error',
  args: { variant: 'error', message: 'Failed to load media. Please try again later.' },
  play: async ({ canvas }) => {
    // Errors interrupt: role=alert.
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Failed to load media. Please try again later.');
    await expect(rgb(banner)).toBe('rgb(185, 28, 28)'); // red
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Warning: Story = politeStory('warning', 'Retrying summit operation (Attempt 2/3)...', 'rgb(250, 204, 21)'); // yellow

export const Empty: Story = {
  args: { message: '' },
  parameters: { screenshot: false }, // nothing to see
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const DismissWithKeyboard: Story = {
  args: { variant: 'error', message: 'Upload failed.' },
  parameters: { screenshot: false }, // ends with nothing on screen
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss message' });
    await expectVisibleFocus(dismiss);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** An action beside the message ('Undo' after a delete): a button outlined in the banner's own colour. */
export const WithAction: Story = {
  args: { message: 'Announcement deleted successfully', action: { label: 'Undo', onAction: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Announcement deleted successfully');
    // It fades in with the banner.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible());
  },
};

/** Reached by Tab, the action runs on Enter and the banner clears. */
export const ActionWithKeyboard: Story = {
  ...WithAction,
  parameters: { screenshot: false }, // ends with nothing on screen
  play: async ({ args, canvas, userEvent }) => {
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Undo' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.action!.onAction).toHaveBeenCalledOnce();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** While its action has focus the banner waits (time to read and choose it); it leaves once focus does. */
export const ActionHoldsTheTimer: Story = {
  // Long enough for the Tab to land before it runs out, on a busy machine too (at 300 ms it did not).
  args: { ...WithAction.args, duration: 1500 },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Undo' }).blur();
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

export const ClearsItselfAfterDuration: Story = {
  args: { message: 'Book added successfully!', duration: 400 },
  parameters: { screenshot: false },
  // When, exactly: tests/ui/Banner.test.tsx, with fake timers (here the story's start is after the
  // banner's, by as much as a busy machine makes it).
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Book added successfully!');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** The owner sets a message on each save and clears it in onClear, as the admin screens do. */
function SaveScreen({ duration }: { duration: number }) {
  const [message, setMessage] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  return (
    <>
      <Button
        onClick={() => {
          setSaves((n) => n + 1);
          setMessage('Settings updated successfully!');
        }}
      >
        Update Settings
      </Button>
      <p>Saved {saves} times</p>
      <Banner message={message} duration={duration} onClear={() => setMessage(null)} />
    </>
  );
}

export const ShowsAgainForANewMessage: Story = {
  parameters: { screenshot: false },
  render: () => <SaveScreen duration={300} />,
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Update Settings' });
    await userEvent.click(save);
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings updated successfully!');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(save);
    await expect(canvas.getByText('Saved 2 times')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings updated successfully!');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '../../src/ui/TextField';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';
import { fieldArgTypes, inFormColumn } from '../support/fields';

const meta = {
  title: 'UI/Form/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', name: 'email', hint: 'The address you log in with.', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'date', 'search', 'tel', 'url', 'number'] },
    ...fieldArgTypes,
  },
  decorators: [inFormColumn('24rem')],
  parameters: docsPage(
    "A labelled single-line input (title, email, date, password) with an optional `hint` and an `error` shown under it and tied to it for screen readers. Every form field on the site is one of TextField, TextArea or FileField.",
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('The address you log in with.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await tabTo(userEvent, input);
    await userEvent.keyboard('admin@tucasa.org');
    await expect(input).toHaveValue('admin@tucasa.org');
    await expect(args.onChange).toHaveBeenCalled();
    // Clicking the label focuses the field.
    await userEvent.click(document.body);
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'admin@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Hint and error are both read with the field.
    await expect(input).toHaveAccessibleDescription('The address you log in with. Please enter a valid email address');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', name: 'password', hint: undefined, required: true },
  play: async ({ canvas, userEvent }) => {
    // Password inputs have no textbox role: find it by its label.
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await userEvent.type(input, 's3cret!');
    await expect(input).toHaveValue('s3cret!');
  },
};

export const DateInput: Story = {
  args: { label: 'Event date', type: 'date', name: 'date', hint: 'Shown as “3rd March, 2025” on the calendar.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Event date');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2025-03-03');
    await expect(input).toHaveValue('2025-03-03');
  },
};

export const Text: Story = {
  args: { label: 'Event Title', type: 'text', name: 'title', hint: undefined, placeholder: 'e.g. Annual Summit' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Event Title' });
    await userEvent.type(input, 'Campus Week');
    await expect(input).toHaveValue('Campus Week');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin@tucasa.org' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

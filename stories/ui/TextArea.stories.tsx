import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from '../../src/ui/TextArea';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';
import { fieldArgTypes, inFormColumn } from '../support/fields';

const meta = {
  title: 'UI/Form/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Description', name: 'description', hint: 'Shown under the title.', onChange: fn() },
  argTypes: { ...fieldArgTypes, rows: { control: { type: 'number', min: 2, max: 12 } } },
  decorators: [inFormColumn()],
  parameters: docsPage(
    "A labelled multi-line text input (descriptions, messages) with an optional `hint` and an `error` shown under it and tied to it for screen readers. One line of text is a TextField.",
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textarea).toHaveAccessibleDescription('Shown under the title.');
    await tabTo(userEvent, textarea);
    // Enter makes a new line: the field never submits a form by itself.
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { label: 'Message', name: 'message', hint: undefined, error: 'Message is required', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription('Message is required');
  },
};

export const Prefilled: Story = {
  args: {
    label: 'Mission Text',
    name: 'missionText',
    hint: undefined,
    rows: 3,
    defaultValue: 'Living the Mission, Reaching the Nations',
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mission Text' });
    await expect(textarea).toHaveValue('Living the Mission, Reaching the Nations');
    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Reaching campuses');
    await expect(textarea).toHaveValue('Reaching campuses');
  },
};

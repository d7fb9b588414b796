import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { docsPage } from '../support/docs';

const meta = {
  title: 'ui/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'photo-1.jpg' },
  render: (args) => (
    <button type="button">
      Remove <VisuallyHidden {...args} />
    </button>
  ),
  // Nothing to see by design: the play function checks it, a screenshot would show only the button.
  parameters: {
    ...docsPage(
      "Text for screen readers only, where the screen already makes the meaning clear to the eye (which file a 'Remove' button removes, the label of an icon-only button). Never hide content that sighted users need.",
    ),
    screenshot: false,
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the hidden words as part of the button's name; the eye sees none of them. */
export const NamesTheButtonForScreenReaders: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove photo-1.jpg' });
    const hidden = canvas.getByText('photo-1.jpg');
    await expect(button).toBeInTheDocument();
    const box = hidden.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReadMore } from '../../src/ui/ReadMore';
import { tabTo } from '../support/focus';
import { docsPage } from '../support/docs';

const DESCRIPTION =
  'Join students from every campus for four days of worship, Bible study and mission training. ' +
  'Bring your Bible, a notebook and a friend: registration closes on 31st July.';

/** A text of exactly `length` characters. */
const textOf = (length: number, start = 'Text') => `${start} ${'x'.repeat(length)}`.slice(0, length);

const meta = {
  title: 'UI/ReadMore',
  component: ReadMore,
  tags: ['autodocs'],
  // threshold and the labels are left unset so the stories exercise the defaults (100, 'Read More', 'Read Less').
  args: { text: DESCRIPTION },
  argTypes: { threshold: { control: { type: 'number', min: 0 } }, as: { control: false } },
  parameters: docsPage(
    "Shows a text whole when it is short, else cut after `threshold` characters with a 'Read More' / 'Read Less' toggle (descriptions on cards, post titles). Use it where long texts from the admin would make cards uneven.",
    { layout: 'padded' },
  ),
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 'var(--space-6)', maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over 100 characters: cut with 'Read More', which toggles to the whole text and 'Read Less'. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(DESCRIPTION.length).toBeGreaterThan(100);
    const more = canvas.getByRole('button', { name: 'Read More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    await expect(text).toHaveTextContent(`${DESCRIPTION.slice(0, 100).trimEnd()}…`, { normalizeWhitespace: false });
    await expect(canvas.queryByText(DESCRIPTION)).not.toBeInTheDocument();

    await tabTo(userEvent, more);
    await userEvent.keyboard('{Enter}');
    const less = canvas.getByRole('button', { name: 'Read Less' });
    await expect(less).toBe(more);
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(text).toHaveTextContent(DESCRIPTION, { normalizeWhitespace: false });

    await userEvent.click(less);
    await expect(canvas.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    await expect(text.textContent).toHaveLength(101);
  },
};

export const Expanded: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read More' }));
    await expect(canvas.getByText(DESCRIPTION)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Exactly 100 characters is shown whole with no button; 101 characters gets the button. */
export const AtTheThreshold: Story = {
  render: (args) => (
    <>
      <ReadMore {...args} text={textOf(100, 'Hundred')} />
      <ReadMore {...args} text={textOf(101, 'HundredOne')} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(textOf(100, 'Hundred'))).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    const more = canvas.getByRole('button', { name: 'Read More' });
    await expect(document.getElementById(more.getAttribute('aria-controls')!)).toHaveTextContent(/^HundredOne x+…$/);
  },
};

/** Post titles use a threshold of 50 and sit in a heading. */
export const PostTitle: Story = {
  args: { threshold: 50, as: 'h3' },
  render: (args) => (
    <>
      <ReadMore {...args} text={textOf(50, 'Fifty')} />
      <ReadMore {...args} text="Week of Prayer at the University of Dodoma: all are welcome" />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(textOf(50, 'Fifty'));
    await expect(headings[1]).toHaveTextContent('Week of Prayer at the University of Dodoma: all ar…');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Read More' }));
    await expect(headings[1]).toHaveTextContent('Week of Prayer at the University of Dodoma: all are welcome');
  },
};

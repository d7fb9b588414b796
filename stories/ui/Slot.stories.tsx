import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slot } from '../../src/ui/Slot';
import { docsPage } from '../support/docs';

const meta = {
  title: 'ui/Slot',
  component: Slot,
  tags: ['autodocs'],
  args: { className: 'from-slot', onClick: fn(), 'data-variant': 'primary' },
  render: (args) => (
    <Slot {...args}>
      <a href="#there" className="own" onClick={(event) => event.preventDefault()}>
        Read more
      </a>
    </Slot>
  ),
  // It has no look of its own: it is its child, with the props it was given (Button's asChild).
  parameters: {
    ...docsPage(
      'Renders its one child with its own props merged in: what `asChild` uses (Button, Card) so that a link can look like a button. The child wins, but event handlers both run (the child first), class names join, styles merge and both refs are set.',
    ),
    screenshot: false,
  },
} satisfies Meta<typeof Slot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The child keeps its element and its own props; the slot's props are added, both classes kept, both handlers run. */
export const MergesIntoItsChild: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Read more' });
    await expect(link).toHaveAttribute('href', '#there');
    await expect(link).toHaveClass('own', 'from-slot');
    await expect(link).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

function RefProbe() {
  const slotRef = useRef<HTMLAnchorElement>(null);
  const childRef = useRef<HTMLAnchorElement>(null);
  const [seen, setSeen] = useState('');
  return (
    <>
      <Slot ref={slotRef}>
        <a href="#there" ref={childRef}>
          Both refs
        </a>
      </Slot>
      <button type="button" onClick={() => setSeen(`${slotRef.current?.tagName ?? 'none'} ${childRef.current?.tagName ?? 'none'}`)}>
        Read the refs
      </button>
      <p>Refs: {seen}</p>
    </>
  );
}

/** A ref on the slot and one on the child both get the element. */
export const SetsBothRefs: Story = {
  render: () => <RefProbe />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the refs' }));
    await expect(canvas.getByText(/^Refs:/)).toHaveTextContent('Refs: A A');
  },
};

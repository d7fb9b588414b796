import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FOCAL_POINT_TEXTS } from '../../src/domain/texts/focalPointTexts';
import { FocalPointPicker, type FocalPoint, type FocalPointPickerProps } from '../../src/ui/FocalPointPicker';
import { docsPage } from '../support/docs';
import { inFormColumn } from '../support/fields';
import { sampleImage } from '../support/samples';
import { useArgState } from '../support/state';
import { phone } from '../support/viewports';

/** The picker with its own state, as a form holds it; `onChange` still reports each change. */
function Controlled(props: FocalPointPickerProps) {
  const { value, change } = useArgState(props.value, props.onChange);
  return <FocalPointPicker {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'UI/Form/FocalPointPicker',
  component: FocalPointPicker,
  render: (args) => <Controlled {...args} />,
  tags: ['autodocs'],
  // The back-office's English words, as its screens pass them (in the account's language).
  args: { src: sampleImage('Camp', 1, 1200, 800), value: null, onChange: fn(), texts: FOCAL_POINT_TEXTS },
  decorators: [inFormColumn()],
  parameters: docsPage(
    'The point of a picture its crops keep in view (a hero, a card, a link preview). A tap or click on the picture sets it, shown by a ring; arrow keys move it (Shift: finer); "Clear focal point" removes it.',
  ),
} satisfies Meta<typeof FocalPointPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const surface = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) => canvas.getByRole('button', { name: 'Focal point' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(surface(canvas)).toHaveAccessibleDescription('No focal point: crops keep the centre.');
    await expect(canvas.queryByRole('button', { name: 'Clear focal point' })).not.toBeInTheDocument();
  },
};

/** A point already set: its ring where it is, and a way to clear it. */
export const Set: Story = {
  args: { value: { x: 0.75, y: 0.3 } },
  play: async ({ canvas, args }) => {
    await expect(surface(canvas)).toHaveAccessibleDescription('Focal point: 75% from the left, 30% from the top.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear focal point' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(surface(canvas)).toHaveAccessibleDescription('No focal point: crops keep the centre.');
  },
};

/** A tap sets the point where it lands. */
export const TapSets: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const box = surface(canvas);
    await waitFor(() => expect((box.querySelector('img') as HTMLImageElement).complete).toBe(true));
    const rect = box.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: box, coords: { clientX: rect.left + rect.width * 0.25, clientY: rect.top + rect.height * 0.8 } });
    const [point] = args.onChange.mock.lastCall as [FocalPoint];
    await expect(point.x).toBeCloseTo(0.25, 1);
    await expect(point.y).toBeCloseTo(0.8, 1);
    await expect(surface(canvas)).toHaveAccessibleDescription(/^Focal point: 2\d% from the left, [78]\d% from the top\.$/);
  },
};

/** Arrow keys move the point (from the centre when none is set); Shift moves it finer; it stops at the edges. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(surface(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0.6, y: 0.45 });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0.59, y: 0.45 });
    for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ x: 0.59, y: 1 });
    await expect(surface(canvas)).toHaveAccessibleDescription('Focal point: 59% from the left, 100% from the top.');
  },
};

export const Phone: Story = {
  globals: phone,
  args: { value: { x: 0.2, y: 0.6 } },
  play: async ({ canvas }) => {
    await expect(surface(canvas).getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

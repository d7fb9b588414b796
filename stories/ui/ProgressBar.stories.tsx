import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { ProgressBar } from '../../src/ui/ProgressBar';
import { docsPage } from '../support/docs';
import { inFormColumn } from '../support/fields';

const meta = {
  title: 'UI/Form/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading 3 files', value: 42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [inFormColumn()],
  parameters: docsPage(
    "Determinate progress of something that takes a while and whose share done is known, such as an upload (`value` 0 to 100, with a label read out to screen readers). For waiting without a known share, use a Skeleton or LoadingOverlay.",
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading 3 files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
    // The fill covers 42% of the track.
    const fill = bar.firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / bar.getBoundingClientRect().width;
    await expect(ratio).toBeCloseTo(0.42, 2);
  },
};

export const Starting: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading 3 files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const Complete: Story = {
  args: { value: 100, label: 'Upload complete' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload complete' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    const fill = bar.firstElementChild as HTMLElement;
    // Complete turns the success green.
    await expect(getComputedStyle(fill).backgroundColor).toBe('rgb(21, 128, 61)');
  },
};

export const ClampsOutOfRange: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <ProgressBar label="Too much" value={140} />
      <ProgressBar label="Negative" value={-5} />
      <ProgressBar label="Custom text" value={33.4} valueText="1 of 3 files" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Too much' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('progressbar', { name: 'Negative' })).toHaveAttribute('aria-valuenow', '0');
    const custom = canvas.getByRole('progressbar', { name: 'Custom text' });
    await expect(custom).toHaveAttribute('aria-valuenow', '33');
    await expect(custom).toHaveAttribute('aria-valuetext', '1 of 3 files');
  },
};

function SimulatedUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (progress === null || progress >= 100) return;
    const timer = setTimeout(() => setProgress((p) => Math.min(100, (p ?? 0) + 25)), 30);
    return () => clearTimeout(timer);
  }, [progress]);
  const uploading = progress !== null && progress < 100;
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Button busy={uploading} busyLabel="Uploading..." onClick={() => setProgress(0)}>
        Upload
      </Button>
      {progress !== null && <ProgressBar label={progress < 100 ? 'Uploading' : 'Upload complete'} value={progress} />}
    </div>
  );
}

export const DuringAnUpload: Story = {
  render: () => <SimulatedUpload />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Upload complete' })).toHaveAttribute('aria-valuenow', '100'));
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled();
  },
};

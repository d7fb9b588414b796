import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { VideoPosterPicker } from '../../../src/features/albums/admin/VideoPosterPicker';
import { docsPage } from '../../support/docs';
import { inFormColumn } from '../../support/fields';
import { centreColour, recordedVideo, videoFile } from '../../support/files';

// The recorded video's frames come from the browser's own encoder: their pixels vary from run to
// run, so the stories that show one are checked by their play functions, not by screenshots.
const meta = {
  title: 'Admin/Media/VideoPosterPicker',
  component: VideoPosterPicker,
  // The file comes from the loader (a recorded clip) unless a story gives one.
  args: { onChange: fn(), file: undefined as unknown as File },
  loaders: [async () => ({ clip: await recordedVideo('summit-clip.webm') })],
  render: (args, { loaded }) => <VideoPosterPicker {...args} file={args.file ?? (loaded.clip as File)} />,
  decorators: [inFormColumn()],
  parameters: {
    screenshot: false,
    ...docsPage(
      "A chosen video's poster picture: the browser grabs a frame one second in, and a slider picks another moment. The form uploads the frame (a JPEG, at most 1280 px wide) with the video; the gallery shows it until the video is played.",
    ),
  },
} satisfies Meta<typeof VideoPosterPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: a frame near the start is grabbed (a tenth of this short clip in), as a JPEG. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('slider', { name: 'Moment' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:00\.2 of 0:02\.\d$/));
    await expect(canvas.getByRole('figure', { name: 'Poster picture for summit-clip.webm' })).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await expect(lastPoster(args.onChange).type).toBe('image/jpeg');
  },
};

/** Another moment: the grabbed frame follows the slider (the clip is red before 1 s, blue after). */
export const PickAnotherMoment: Story = {
  play: async ({ args, canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Moment' });
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    // The very start, red. (A native range: the browser gives it the arrow keys, Home and End.)
    await fireEvent.change(slider, { target: { value: '0' } });
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:00\.0 of/));
    await waitFor(async () => {
      const [r, , b] = await centreColour(lastPoster(args.onChange));
      await expect(r).toBeGreaterThan(b);
    });
    // Near the end, blue.
    await fireEvent.change(slider, { target: { value: '2' } });
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0:02\.0 of/));
    await waitFor(async () => {
      const [r, , b] = await centreColour(lastPoster(args.onChange));
      await expect(b).toBeGreaterThan(r);
    });
  },
};

/** A file the browser cannot decode: said plainly, and no poster (null) for the form. */
export const Unreadable: Story = {
  args: { file: videoFile('broken.mp4') },
  parameters: { screenshot: true },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('status', {})).toHaveTextContent(
      'This browser cannot show a frame of this video: it will be uploaded without a poster picture.',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/** At phone width the frame and the slider take the whole width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const slider = await canvas.findByRole('slider', { name: 'Moment' });
    await expect(slider.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

/** The last poster the picker gave its `fn()` onChange. */
function lastPoster(onChange: unknown): Blob {
  return (onChange as ReturnType<typeof fn>).mock.lastCall![0] as Blob;
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { FileField } from '../../src/ui/FileField';
import { expectVisibleFocus, tabTo } from '../support/focus';
import { dropFiles, pdfFile, pngBlob, pngFile, videoFile } from '../support/files';
import { docsPage } from '../support/docs';
import { fieldArgTypes, inFormColumn } from '../support/fields';

const meta = {
  title: 'UI/Form/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'Hero Background Image',
    name: 'heroImage',
    accept: 'image/*',
    hint: 'JPG or PNG, at most 5 MB.',
    onFilesChange: fn(),
  },
  argTypes: {
    accept: { control: 'select', options: ['image/*', 'video/*', 'application/pdf', 'image/*,video/*'] },
    ...fieldArgTypes,
  },
  decorators: [inFormColumn()],
  parameters: docsPage(
    "A labelled file picker for uploads (hero image, gallery media, book PDF): lists the chosen files with a Remove button each, and shows `hint` and `error` like the other fields. Set `accept` and `multiple` to what the API takes.",
  ),
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Hero Background Image');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription('JPG or PNG, at most 5 MB.');
    await tabTo(userEvent, input);

    await userEvent.upload(input, await pngFile('hero.png'));
    const preview = await canvas.findByRole('img', { name: 'Preview of hero.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(canvas.getByText('hero.png')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'hero.png' })]);
    // The native input carries the file too, so a plain <form> submits it.
    await expect(input.files).toHaveLength(1);

    // Remove by keyboard; focus returns to the picker.
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove hero.png' });
    await expectVisibleFocus(remove);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img', { name: 'Preview of hero.png' })).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
    await expect(input.files).toHaveLength(0);
    await expect(input).toHaveFocus();
  },
};

export const MultipleMedia: Story = {
  args: { label: 'Event files', name: 'files', accept: 'image/*,video/*', multiple: true, hint: 'Photos and videos.' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Event files');
    await expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [await pngFile('choir.png', '#f59e0b'), videoFile('procession.mp4')]);
    // A later pick adds to the list instead of replacing it.
    await userEvent.upload(input, [await pngFile('baptism.png', '#22c55e')]);

    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Preview of choir.png' })).toBeVisible();
    await expect(canvas.getByLabelText('Preview of procession.mp4').tagName).toBe('VIDEO');
    await expect(input.files).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove procession.mp4' }));
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    await expect(canvas.queryByText('procession.mp4')).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'choir.png' }),
      expect.objectContaining({ name: 'baptism.png' }),
    ]);
  },
};

export const PdfAttachment: Story = {
  args: { label: 'Attachment (PDF)', name: 'attachment', accept: 'application/pdf', hint: undefined },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Attachment (PDF)');
    await userEvent.upload(input, pdfFile('reading-plan.pdf'));
    const item = canvas.getByText('reading-plan.pdf').closest('li');
    await expect(item).toHaveTextContent('PDF');
    await expect(item).toHaveTextContent('15 B');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const RejectsWrongType: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Hero Background Image');
    // Dropped files skip the picker's filter: the field checks `accept` itself.
    dropFiles(input, [pdfFile('report.pdf')]);
    const message = 'report.pdf: this type of file is not accepted here.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`JPG or PNG, at most 5 MB. ${message}`);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(input.files).toHaveLength(0);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
  },
};

export const WithError: Story = {
  args: {
    label: 'Reading plan',
    name: 'readingPlan',
    accept: 'application/pdf',
    hint: undefined,
    required: true,
    error: 'Image and Reading Plan are required to create a book.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Reading plan/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Image and Reading Plan are required to create a book.');
  },
};

/** Edit mode: the stored files come from the API (served here by MSW). */
export const EditModeWithExistingFiles: Story = {
  args: {
    label: 'Cover image',
    name: 'cover',
    required: true,
    hint: 'Leave empty to keep the current file.',
    existing: [
      { url: '/uploads/books/cover.png', name: 'cover.png' },
      { url: '/uploads/books/reading-plan.pdf', name: 'reading-plan.pdf' },
    ],
    onRemoveExisting: fn(),
  },
  parameters: {
    msw: [
      http.get('/uploads/books/cover.png', async () =>
        HttpResponse.arrayBuffer(await (await pngBlob('#a855f7', 120, 80)).arrayBuffer(), {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Current files' });
    await expect(list.querySelectorAll('li')).toHaveLength(2);
    const cover = canvas.getByRole<HTMLImageElement>('img', { name: 'Preview of cover.png' });
    await expect(cover).toHaveAttribute('src', '/uploads/books/cover.png');
    await waitFor(() => expect(cover.naturalWidth).toBe(120));
    const link = canvas.getByRole('link', { name: /reading-plan\.pdf/ });
    await expect(link).toHaveAttribute('target', '_blank');
    // A stored file satisfies `required`: a new pick is optional in edit mode.
    await expect(canvas.getByLabelText(/^Cover image/)).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cover.png' }));
    await expect(args.onRemoveExisting).toHaveBeenCalledWith({ url: '/uploads/books/cover.png', name: 'cover.png' });
  },
};

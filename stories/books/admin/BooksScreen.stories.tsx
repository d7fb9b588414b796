import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import BooksScreen from '../../../src/features/books/admin/BooksScreen';
import { pdfFile, pngFile } from '../../support/files';
import { bareError, received, uploadsHandler } from '../../mocks/admin-content';
import { booksError, createBookHandler, deleteBookHandler, listBooksHandler, updateBookHandler } from '../admin-mocks';
import { trashHandlers } from '../../mocks/admin-trash';
import { imagesSettled } from '../../admin/pages/AdminPageFrame';
import { seen } from '../../admin/pages/seen';
import { deleteStories } from '../../admin/pages/adminPageStory';
import { editCancelStory, refusedStory, retype, savingStory, sentAs, submitting } from '../../admin/pages/formStories';
import { adminScreen, cardOf, editFromCard, emptyStory, listLoaded, loadErrorStory, phoneStory } from '../../admin/pages/screenStories';
import { PLACEHOLDER_SRC } from '../../../src/ui/SmartImage';

const meta = {
  title: 'Admin/Pages/Book',
  ...adminScreen(BooksScreen, 'book-of-the-year', {
    uploads: uploadsHandler,
    list: listBooksHandler(),
    writes: [createBookHandler(), updateBookHandler(), deleteBookHandler()],
  }),
} satisfies Meta<typeof BooksScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = () => listLoaded('Books');

function form() {
  return within(screen.getByRole('region', { name: /^(Add|Edit) Book$/ }));
}

/** The collection: cover, title, description, 'Uploaded on' and a long US date (or its fallbacks). */
export const Loaded: Story = {
  play: async () => {
    const grid = await loaded();
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    const steps = within(cardOf('Steps to Christ'));
    await expect(steps.getByText('Uploaded on March 3, 2025')).toBeVisible();
    await expect(steps.getByRole('link', { name: /^View Reading Plan/ })).toHaveAttribute('href', '/uploads/plan-steps.pdf');
    await expect(steps.getByRole('link', { name: /^View Reading Plan/ })).toHaveAttribute('target', '_blank');
    await expect(within(cardOf('The Great Controversy')).getByText('Uploaded on Invalid date')).toBeVisible();
    // No reading plan: no link. A cover that no longer loads: the placeholder.
    await expect(within(cardOf('The Desire of Ages')).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(cardOf('The Desire of Ages')).getByRole('img')).toHaveAttribute('src', PLACEHOLDER_SRC);
  },
};

export const Empty: Story = emptyStory(listBooksHandler([]), 'No books available.');

export const LoadError: Story = loadErrorStory(listBooksHandler(bareError(500)), 'Failed to fetch books. Please try again.');

export const ValidationError: Story = {
  play: async () => {
    await loaded();
    await userEvent.click(form().getByRole('button', { name: 'Add Book' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Book title is required.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    // A title but no files: both are needed to create.
    await userEvent.type(form().getByLabelText(/^Book title/), 'Patriarchs and Prophets');
    await userEvent.upload(form().getByLabelText(/^Cover image/), await pngFile('cover.png'));
    await userEvent.click(form().getByRole('button', { name: 'Add Book' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Image and Reading Plan are required to create a book.');
    await expect(received.form).toBeUndefined();
  },
};

async function fillBook() {
  const f = form();
  await userEvent.type(f.getByLabelText(/^Book title/), 'Patriarchs and Prophets');
  await userEvent.type(f.getByLabelText(/^Description/), 'From creation to King David.');
  await userEvent.upload(f.getByLabelText(/^Cover image/), await pngFile('cover.png'));
  await userEvent.type(f.getByLabelText(/^Alt text/), 'Cover of Patriarchs and Prophets');
  await userEvent.upload(f.getByLabelText(/^Reading plan/), pdfFile('plan.pdf'));
}

const addBook = submitting(loaded, fillBook, () => form().getByRole('button', { name: 'Add Book' }));

export const Saving: Story = savingStory(createBookHandler, addBook, form, async () => {
  await expect(await form().findByRole('progressbar', { name: 'Uploading files' })).toBeInTheDocument();
  await imagesSettled();
});

export const AddSucceeds: Story = {
  play: async () => {
    await addBook();
    await sentAs('Book added successfully!', {
      title: ['Patriarchs and Prophets'],
      description: ['From creation to King David.'],
      image_alt: ['Cover of Patriarchs and Prophets'],
      image: ['cover.png'],
      reading_plan: ['plan.pdf'],
    });
    // Newest first, and the form is empty again.
    const titles = within(screen.getByRole('list', { name: 'Books' })).getAllByRole('heading', { level: 3 });
    await expect(titles[0]).toHaveTextContent('Patriarchs and Prophets');
    await expect(form().getByLabelText(/^Book title/)).toHaveValue('');
    await expect(form().queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await imagesSettled();
  },
};

/** The server's 'error' field when it sends one, else 'Error submitting form. Please try again.' */
export const AddFails: Story = refusedStory(createBookHandler(booksError(415, 'reading_plan: "plan.pdf" is not a PDF.')), addBook, 'reading_plan: "plan.pdf" is not a PDF.', {
  then: () => expect(form().getByLabelText(/^Book title/)).toHaveValue('Patriarchs and Prophets'),
});

export const AddFailsWithoutText: Story = refusedStory(createBookHandler(() => new HttpResponse('Bad gateway', { status: 502 })), addBook, 'Error submitting form. Please try again.', {
  screenshot: false,
});

const startEdit = (title: string) => editFromCard(loaded, title, 'region', 'Edit Book');

/** Edit prefills the form and shows the current files; both pickers are optional. */
export const Editing: Story = {
  play: async () => {
    const f = await startEdit('Steps to Christ');
    await expect(f.getByLabelText(/^Book title/)).toHaveValue('Steps to Christ');
    await expect(f.getByRole('img', { name: 'Preview of Current cover' })).toHaveAttribute('src', '/uploads/book-steps.svg');
    await expect(f.getByRole('link', { name: /Current reading plan/ })).toHaveAttribute('href', '/uploads/plan-steps.pdf');
    await expect(f.getByLabelText(/^Cover image/)).not.toBeRequired();
    await expect(f.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await waitFor(() => expect(f.getByLabelText(/^Book title/)).toHaveFocus());
    await imagesSettled();
  },
};

/** Blank file pickers keep the current files: only the texts are sent. */
export const EditSaves: Story = {
  parameters: { screenshot: false },
  play: async () => {
    const f = await startEdit('Steps to Christ');
    await retype(f.getByLabelText(/^Book title/), 'Steps to Christ (2025)');
    await userEvent.click(f.getByRole('button', { name: 'Update Book' }));
    await sentAs(
      'Book updated successfully!',
      { title: ['Steps to Christ (2025)'], description: ['A short classic on how to find and walk with Jesus, read chapter by chapter across the year.'] },
      /\/api\/annual-books\/3\/update$/,
    );
    await expect(screen.getByRole('heading', { name: 'Steps to Christ (2025)', level: 3 })).toBeVisible();
    await expect(screen.getByRole('region', { name: 'Add Book' })).toBeVisible();
  },
};

export const EditCancel: Story = editCancelStory(startEdit, 'Steps to Christ', 'Add Book', () => form().getByLabelText(/^Book title/));

const deleteDesire = deleteStories(
  {
    loaded,
    card: cardOf,
    item: 'The Desire of Ages',
    dialog: 'Delete this book?',
    listed: () => within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem'),
  },
  (answer) => ({ writes: [deleteBookHandler(answer)] }),
);

export const Deleting: Story = deleteDesire.deletingStory();

export const DeleteSucceeds: Story = deleteDesire.succeedsStory(
  { message: 'Book deleted successfully!', url: /\/api\/annual-books\/2\/delete$/, left: 2 },
  { screenshot: false },
);

export const DeleteFails: Story = deleteDesire.failsStory(bareError(500), { error: 'Error deleting book. Please try again.' }, { screenshot: false });

/**
 * The delete's banner keeps its text and offers Undo, which the confirmation hands focus to (the
 * card's Delete button is gone): Enter restores the book from the trash, and the list has it again.
 */
export const DeleteThenUndo: Story = {
  // Seen as a banner in Announcements' DeleteSucceeds and UI/Banner's WithAction.
  parameters: { screenshot: false, msw: { handlers: { trash: trashHandlers.restore() } } },
  play: async () => {
    await deleteDesire.succeeds({ message: 'Book deleted successfully!', url: /\/api\/annual-books\/2\/delete$/, left: 2 })();
    const banner = screen.getByText('Book deleted successfully!').closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(within(banner).getByRole('button', { name: 'Undo' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await seen(await screen.findByText('Restored: it is back on the website.'));
    await expect(received.url).toMatch(/\/api\/trash\/book\/2\/restore$/);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Books' })).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Phone: Story = phoneStory(loaded);

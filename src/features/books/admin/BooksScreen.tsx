import { API_BASE } from '../../../api/client';
import { apiErrorText } from '../../../api/errorText';
import { listBooks, type Book } from '../api';
import { createBook, deleteBook, updateBook } from './api';
import { ERROR_FIELD } from '../../../domain/errors';
import { resolveFileUrl } from '../../../domain/imageSources';
import { validateBookForm } from '../../../domain/validation';
import { BookCard } from './BookCard';
import { BookForm, type BookFormValues } from './BookForm';
import { ContentScreen } from '../../../admin/content/ContentScreen';
import { useCollection } from '../../../admin/content/useCollection';
import { useDeleteById } from '../../../admin/content/useDeleteDialog';
import { useEditMode } from '../../../admin/content/useEditMode';
import { useFeedback } from '../../../admin/content/feedback';
import { useSaving } from '../../../admin/content/useSaving';
import { useAdminTexts } from '../../../admin/texts';
import { useUndoDelete } from '../../../admin/trash/useUndoDelete';
import type { ListEntry } from '../../../admin/content/listSearch';

/** What the list's search reads of a book. */
const bookEntry = (book: Book): ListEntry => ({ title: book.Title, text: book.Description, date: book.CreatedAt });

const field = ERROR_FIELD.books;

/** /dashboard/book-of-the-year: the Book of the Year form and the collection (the public page shows the newest). */
export default function BooksScreen() {
  const t = useAdminTexts();
  const T = t.admin.book;
  const E = t.errors.books;
  const feedback = useFeedback();
  const books = useCollection((signal) => listBooks({ signal }), (error) => feedback.error(apiErrorText(error, field, E.fetch, t.serverErrors)));
  const editMode = useEditMode<Book>((book) => book.ID);
  const { editing, mode, startEdit, cancel, saved } = editMode;
  const saving = useSaving(feedback);
  const deleted = useUndoDelete('book', feedback, books.reload);
  const deleting = useDeleteById(deleteBook, books, { editing, cancel }, {
    deleted: (book) => deleted(t.success.bookDeleted, book.ID),
    failed: (error) => feedback.error(apiErrorText(error, field, E.delete, t.serverErrors)),
  });

  const submit = async ({ title, description, image, readingPlan, imageDetails }: BookFormValues): Promise<boolean> => {
    const invalid = validateBookForm({ title, image, readingPlan }, mode, t.validation);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const fields = { title: title.trim(), description: description.trim(), ...imageDetails };
    const result = await saving.save({
      files: Boolean(image || readingPlan),
      // A blank pick on edit keeps the current file: it is simply not sent.
      call: (upload) => (editing ? updateBook(editing.ID, { ...fields, image, reading_plan: readingPlan }, upload) : createBook({ ...fields, image: image!, reading_plan: readingPlan! }, upload)),
      success: editing ? t.success.bookUpdated : t.success.bookAdded,
      failure: (error) => apiErrorText(error, field, E.submit, t.serverErrors),
      saved: (book) => {
        books.setItems((items) => (editing ? items.map((b) => (b.ID === book.ID ? book : b)) : [book, ...items.filter((b) => b.ID !== book.ID)]));
        saved();
      },
    });
    return result.ok;
  };

  const cover = resolveFileUrl(editing?.Image, API_BASE);
  const plan = resolveFileUrl(editing?.ReadingPlan, API_BASE);

  return (
    <ContentScreen
      texts={T}
      feedback={feedback}
      editor={{ edit: editMode, saving, submit }}
      form={(slot) => (
        <BookForm
          {...slot}
          initial={editing ? { title: editing.Title, description: editing.Description ?? '' } : undefined}
          currentCover={cover ? { url: cover, name: T.currentCover, kind: 'image' } : undefined}
          currentPlan={plan ? { url: plan, name: T.currentPlan, kind: 'pdf' } : undefined}
          currentCoverDetails={editing ? { path: editing.Image, details: editing.ImageDetails } : undefined}
        />
      )}
      list={{
        title: T.collection,
        label: T.list,
        collection: books,
        loadingLabel: T.loading,
        emptyText: t.empty.books,
        search: bookEntry,
        errorText: E.fetch,
        card: (book) => <BookCard key={book.ID} book={book} onEdit={() => startEdit(book)} onDelete={() => deleting.show(book)} />,
      }}
      remove={{ dialog: deleting, description: T.deleteDescription(deleting.target?.Title ?? '') }}
    />
  );
}

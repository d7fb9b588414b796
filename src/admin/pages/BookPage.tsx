import { API_BASE } from '../../api/client';
import { apiErrorText } from '../../api/errors';
import { listBooks, type Book } from '../../api/books';
import { createBook, deleteBook, updateBook } from '../../api/admin/books';
import { ERROR_FIELD } from '../../domain/errors';
import { resolveFileUrl } from '../../domain/media';
import { EMPTY, ERRORS, SUCCESS } from '../../domain/messages';
import { validateBookForm } from '../../domain/validation';
import { BookCard } from '../book/BookCard';
import { BookForm, type BookFormValues } from '../book/BookForm';
import { ContentScreen } from '../content/ContentScreen';
import { useCollection } from '../content/useCollection';
import { useDeleteById } from '../content/useDeleteDialog';
import { useEditMode } from '../content/useEditMode';
import { useFeedback } from '../content/feedback';
import { useSaving } from '../content/useSaving';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';
import { useUndoDelete } from '../trash/useUndoDelete';

const field = ERROR_FIELD.books;

/** /dashboard/book-of-the-year: the Book of the Year form and the collection (the public page shows the newest). */
export default function BookPage() {
  const feedback = useFeedback();
  const books = useCollection((signal) => listBooks({ signal }), (error) => feedback.error(apiErrorText(error, field, ERRORS.books.fetch)));
  const editMode = useEditMode<Book>((book) => book.ID);
  const { editing, mode, startEdit, cancel, saved } = editMode;
  const saving = useSaving(feedback);
  const deleted = useUndoDelete('book', feedback, books.reload);
  const deleting = useDeleteById(deleteBook, books, { editing, cancel }, {
    deleted: (book) => deleted(SUCCESS.bookDeleted, book.ID),
    failed: (error) => feedback.error(apiErrorText(error, field, ERRORS.books.delete)),
  });

  const submit = async ({ title, description, image, readingPlan, imageDetails }: BookFormValues): Promise<boolean> => {
    const invalid = validateBookForm({ title, image, readingPlan }, mode);
    if (invalid) {
      feedback.error(invalid);
      return false;
    }
    const fields = { title: title.trim(), description: description.trim(), ...imageDetails };
    const result = await saving.save({
      files: Boolean(image || readingPlan),
      // A blank pick on edit keeps the current file: it is simply not sent.
      call: (upload) => (editing ? updateBook(editing.ID, { ...fields, image, reading_plan: readingPlan }, upload) : createBook({ ...fields, image: image!, reading_plan: readingPlan! }, upload)),
      success: editing ? SUCCESS.bookUpdated : SUCCESS.bookAdded,
      failure: (error) => apiErrorText(error, field, ERRORS.books.submit),
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
      texts={T.book}
      feedback={feedback}
      editor={{ edit: editMode, saving, submit }}
      form={(slot) => (
        <BookForm
          {...slot}
          initial={editing ? { title: editing.Title, description: editing.Description ?? '' } : undefined}
          currentCover={cover ? { url: cover, name: 'Current cover', kind: 'image' } : undefined}
          currentPlan={plan ? { url: plan, name: 'Current reading plan', kind: 'pdf' } : undefined}
          currentCoverDetails={editing ? { path: editing.Image, details: editing.ImageDetails } : undefined}
        />
      )}
      list={{
        title: T.book.collection,
        label: T.book.list,
        collection: books,
        loadingLabel: T.book.loading,
        emptyText: EMPTY.books,
        errorText: ERRORS.books.fetch,
        card: (book) => <BookCard key={book.ID} book={book} onEdit={() => startEdit(book)} onDelete={() => deleting.show(book)} />,
      }}
      remove={{ dialog: deleting, description: T.book.deleteDescription(deleting.target?.Title ?? '') }}
    />
  );
}

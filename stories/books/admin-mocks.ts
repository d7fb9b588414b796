import { DATES, apiError, createHandler, deleteHandler, mock, updateHandler, type Answer, type Schemas } from '../mocks/admin-content';

type Book = Schemas['Book'];

/** Newest first, as the API answers; the last has an unreadable date, the middle one no cover any more. */
export const adminBooks: Book[] = [
  {
    ID: 3,
    Title: 'Steps to Christ',
    Description: 'A short classic on how to find and walk with Jesus, read chapter by chapter across the year.',
    Image: 'uploads/book-steps.svg',
    ReadingPlan: 'uploads/plan-steps.pdf',
    CreatedAt: DATES.march3,
  },
  { ID: 2, Title: 'The Desire of Ages', Description: null, Image: 'uploads/missing-cover.jpg', ReadingPlan: null, CreatedAt: DATES.june21 },
  { ID: 1, Title: 'The Great Controversy', Description: 'Read in 2023.', Image: 'uploads/book-controversy.svg', ReadingPlan: 'uploads/plan-gc.pdf', CreatedAt: 'not a date' },
];

export const listBooksHandler = (answer: Book[] | Answer = adminBooks) => mock('get', '/api/annual-books', answer);

/** POST create: the new book from what was sent (ID 9); remembers the form. */
export const createBookHandler = (answer?: Answer) =>
  createHandler(
    '/api/annual-books/create',
    (form) => ({
      ID: 9,
      Title: form.title?.[0] ?? '',
      Description: form.description?.[0] || null,
      Image: 'uploads/book-new.svg',
      ReadingPlan: 'uploads/plan-new.pdf',
      CreatedAt: DATES.sept1,
    }),
    answer,
  );

/** PUT update: the book with what was sent; files left out keep the current ones. */
export const updateBookHandler = (answer?: Answer) =>
  updateHandler(
    '/api/annual-books/{id}/update',
    (form, id) => {
      const current = adminBooks.find((b) => b.ID === id) ?? adminBooks[0]!;
      return {
        ...current,
        Title: form.title?.[0] ?? current.Title,
        Description: form.description?.[0] || null,
        Image: form.image ? 'uploads/book-new.svg' : current.Image,
        ReadingPlan: form.reading_plan ? 'uploads/plan-new.pdf' : current.ReadingPlan,
      };
    },
    answer,
  );

export const deleteBookHandler = (answer?: Answer) => deleteHandler('/api/annual-books/{id}/delete', 'Book deleted successfully!', answer);

export const booksError = (status: number, text: string) => () => apiError(status, text);

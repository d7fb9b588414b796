import { DATES, apiError, later, mock, received, sentForm, type ReplyInfo, type Schemas } from './admin-content';

type Book = Schemas['Book'];
type Answer = (info: ReplyInfo) => Response | Promise<Response>;

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
  mock(
    'post',
    '/api/annual-books/create',
    async (info) => {
      if (answer) return answer(info);
      const form = await sentForm(info.request);
      received.form = form;
      return later(150, {
        ID: 9,
        Title: form.title?.[0] ?? '',
        Description: form.description?.[0] || null,
        Image: 'uploads/book-new.svg',
        ReadingPlan: 'uploads/plan-new.pdf',
        CreatedAt: DATES.sept1,
      });
    },
    201,
  );

/** PUT update: the book with what was sent; files left out keep the current ones. */
export const updateBookHandler = (answer?: Answer) =>
  mock('put', '/api/annual-books/{id}/update', async (info) => {
    if (answer) return answer(info);
    const form = await sentForm(info.request);
    received.form = form;
    received.url = info.request.url;
    const current = adminBooks.find((b) => b.ID === Number(info.params.id)) ?? adminBooks[0]!;
    return {
      ...current,
      Title: form.title?.[0] ?? current.Title,
      Description: form.description?.[0] || null,
      Image: form.image ? 'uploads/book-new.svg' : current.Image,
      ReadingPlan: form.reading_plan ? 'uploads/plan-new.pdf' : current.ReadingPlan,
    };
  });

export const deleteBookHandler = (answer?: Answer) =>
  mock('delete', '/api/annual-books/{id}/delete', async (info) => {
    received.url = info.request.url;
    return answer ? answer(info) : later(200, { message: 'Book deleted successfully!' });
  });

export const booksError = (status: number, text: string) => () => apiError(status, text);

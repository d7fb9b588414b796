/**
 * Books of the Year (GET /api/annual-books) for the book page stories, typed from the contract
 * (shared/api-schema.d.ts): a changed Book schema breaks these mocks at compile time.
 */
import type { HttpHandler } from 'msw';
import { before, getError, getJson, getNetworkError, getPending, uploadPath, type Schemas } from '../mocks/index';

export type Book = Schemas['Book'];

export const STEPS_TO_CHRIST: Book = {
  ID: 3,
  Title: 'Steps to Christ',
  Description: 'A short classic on how to find and walk with Jesus, read chapter by chapter across the year.',
  Image: uploadPath(301, 800, 1200),
  ReadingPlan: 'uploads/0000000000000000000000000000012d.pdf',
  CreatedAt: before(160),
};

/** Newest first, as the API answers: the page shows only the first. */
export const sampleBooks: Book[] = [
  STEPS_TO_CHRIST,
  {
    ID: 2,
    Title: 'The Desire of Ages',
    Description: 'Last year’s book.',
    Image: uploadPath(201, 800, 1200),
    ReadingPlan: 'uploads/000000000000000000000000000000c9.pdf',
    CreatedAt: before(520),
  },
];

/** A book with neither description nor reading plan, and a cover the server no longer has. */
export const bareBook: Book = {
  ID: 4,
  Title: 'Patriarchs and Prophets',
  Description: null,
  Image: 'uploads/cover-that-was-removed.jpg',
  ReadingPlan: null,
  CreatedAt: before(10),
};

export const booksHandlers = {
  loaded: (books: Book[] = sampleBooks): HttpHandler => getJson('/api/annual-books', books),
  empty: (): HttpHandler => getJson('/api/annual-books', []),
  pending: (): HttpHandler => getPending('/api/annual-books'),
  error: (status = 500): HttpHandler => getError('/api/annual-books', status),
  networkError: (): HttpHandler => getNetworkError('/api/annual-books'),
};

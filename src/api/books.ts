/** Book of the Year (tag books). */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { checkId, expectArray, unwrap } from './errors';
import { multipartInit, type MultipartForm } from './multipart';
import { requireToken } from './token';
import type { UploadOptions } from './upload';

type S = components['schemas'];
export type Book = S['Book'];
/** title, description?, image: File (cover), reading_plan: File (PDF). */
export type BookCreateInput = MultipartForm<S['BookCreateForm'], 'image' | 'reading_plan'>;
/** title, description?, image?, reading_plan? (null or absent keeps the current file). */
export type BookUpdateInput = MultipartForm<S['BookUpdateForm'], 'image' | 'reading_plan'>;

/** GET /api/annual-books: every book, newest first (the public page shows the first). */
export async function listBooks(options: CallOptions = {}): Promise<Book[]> {
  return expectArray<Book>(await unwrap(api.GET('/api/annual-books', { signal: options.signal })));
}

/** POST /api/annual-books/create (multipart). */
export async function createBook(input: BookCreateInput, options: UploadOptions = {}): Promise<Book> {
  requireToken();
  return unwrap(api.POST('/api/annual-books/create', multipartInit<S['BookCreateForm']>(input, options)));
}

/** PUT /api/annual-books/{id}/update (multipart). */
export async function updateBook(id: number, input: BookUpdateInput, options: UploadOptions = {}): Promise<Book> {
  requireToken();
  const path = { id: checkId(id) };
  return unwrap(api.PUT('/api/annual-books/{id}/update', { params: { path }, ...multipartInit<S['BookUpdateForm']>(input, options) }));
}

/** DELETE /api/annual-books/{id}/delete. */
export async function deleteBook(id: number, options: CallOptions = {}): Promise<S['MessageResponse']> {
  requireToken();
  return unwrap(api.DELETE('/api/annual-books/{id}/delete', { params: { path: { id: checkId(id) } }, signal: options.signal }));
}

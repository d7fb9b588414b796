/** Book of the Year (tag books): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../schema';
import { api, type CallOptions } from '../client';
import { checkId, unwrap } from '../errors';
import { multipartInit, type MultipartForm } from '../multipart';
import { requireToken } from '../token';
import type { UploadOptions } from '../upload';
import type { Book } from '../books';

type S = components['schemas'];
/** title, description?, image: File (cover), reading_plan: File (PDF). */
export type BookCreateInput = MultipartForm<S['BookCreateForm'], 'image' | 'reading_plan'>;
/** title, description?, image?, reading_plan? (null or absent keeps the current file). */
export type BookUpdateInput = MultipartForm<S['BookUpdateForm'], 'image' | 'reading_plan'>;

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

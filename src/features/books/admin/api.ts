/** Book of the Year (tag books): the back-office's calls (writes, counts). Kept apart from the public reads so a visitor's pages never download the upload code. */
import type { components } from '../../../../shared/api-schema';
import type { CallOptions } from '../../../api/client';
import type { MultipartForm } from '../../../api/multipart';
import type { UploadOptions } from '../../../api/upload';
import type { Book } from '../api';
import { deleteById, postForm, putForm } from '../../../api/admin/write';

type S = components['schemas'];
/** title, description?, image: File (cover), reading_plan: File (PDF). */
export type BookCreateInput = MultipartForm<S['BookCreateForm'], 'image' | 'reading_plan'>;
/** title, description?, image?, reading_plan? (null or absent keeps the current file). */
export type BookUpdateInput = MultipartForm<S['BookUpdateForm'], 'image' | 'reading_plan'>;

/** POST /api/annual-books/create (multipart). */
export const createBook = (input: BookCreateInput, options?: UploadOptions): Promise<Book> => postForm('/api/annual-books/create', input, options);

/** PUT /api/annual-books/{id}/update (multipart). */
export const updateBook = (id: number, input: BookUpdateInput, options?: UploadOptions): Promise<Book> =>
  putForm('/api/annual-books/{id}/update', id, input, options);

/** DELETE /api/annual-books/{id}/delete. */
export const deleteBook = (id: number, options?: CallOptions) => deleteById('/api/annual-books/{id}/delete', id, options);

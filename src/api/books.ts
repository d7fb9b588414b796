/** Book of the Year (tag books). */
import type { components } from './schema';
import { api, type CallOptions } from './client';
import { expectArray, unwrap } from './errors';

type S = components['schemas'];
export type Book = S['Book'];

/** GET /api/annual-books: every book, newest first (the public page shows the first). */
export async function listBooks(options: CallOptions = {}): Promise<Book[]> {
  return expectArray<Book>(await unwrap(api.GET('/api/annual-books', { signal: options.signal })));
}

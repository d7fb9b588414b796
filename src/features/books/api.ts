/** Book of the Year (tag books). */
import type { components } from '../../../shared/api-schema';
import { api, type CallOptions } from '../../api/client';
import { expectArray, unwrap } from '../../api/errors';
import type { Seed } from '../../api/initialData';

type S = components['schemas'];
export type Book = S['Book'];

/** GET /api/annual-books: every book, newest first (the public page shows the first). */
export async function listBooks(options: CallOptions = {}): Promise<Book[]> {
  return expectArray<Book>(await unwrap(api.GET('/api/annual-books', { signal: options.signal })));
}

/** GET /api/annual-books as the server may have written it into the page (api/initialData.tsx). */
export const booksSeed: Seed<Book[]> = { path: '/api/annual-books', read: (answer) => expectArray<Book>(answer) };

// The books as search reads them (server/routes/search.ts): the Book of the Year only, the one the
// public page shows (the newest with a title, src/features/books/rules.ts featuredBook).
import { paths } from '../../../src/kinds/paths.js';
import type { SearchDocument } from '../../../src/domain/search/searchIndex.js';
import type { Db } from '../../db/index.js';

export async function bookSearch(db: Db): Promise<SearchDocument[]> {
  const row = await db.selectFrom('books').select(['id', 'title', 'description', 'created_at']).where('deleted_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  if (!row?.title.trim()) return [];
  return [{ kind: 'book', id: row.id, title: row.title, text: row.description ?? '', language: 'en', date: row.created_at, path: paths.book }];
}

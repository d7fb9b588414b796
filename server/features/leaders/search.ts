// The leaders as search reads them (server/routes/search.ts): each by name, with the title, on the
// chaplaincy page that lists them all.
import { paths } from '../../../src/kinds/paths.js';
import type { SearchDocument } from '../../../src/domain/search/searchIndex.js';
import type { Db } from '../../db/index.js';

export async function leaderSearch(db: Db): Promise<SearchDocument[]> {
  const rows = await db.selectFrom('leaders').select(['id', 'name', 'title']).where('deleted_at', 'is', null).execute();
  return rows.map((row) => ({ kind: 'leader', id: row.id, title: row.name, text: row.title, language: 'en', date: null, path: paths.chaplaincy }));
}

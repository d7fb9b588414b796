/**
 * Search over what the public sees (decision 035): an index of every public item, made from each
 * item page's reader (routes/items.ts) and kept in the instance's cache of public reads while the
 * content has not changed (decision 022: every write bumps the content version, by a trigger, so no
 * write path can leave the index behind) and until the next scheduled publication. The same index
 * and rule whatever the database: SQLite and PostgreSQL answer alike.
 */
import type { Ctx } from '../context.js';
import { nextPublicationChange } from '../features/announcements/published.js';
import { badRequest } from '../http/errors.js';
import { count, single, type Query } from '../http/query.js';
import { SearchIndex } from '../../src/domain/search/searchIndex.js';
import { MAX_SEARCH_QUERY, SEARCH_LIMIT } from '../../src/domain/search/searchRead.js';
import { isLocale } from '../../src/domain/locale.js';
import { searchItems } from './items.js';

const INDEX_KEY = 'search index';

export function searchRoutes({ route, db, cache }: Ctx) {
  route('search', async (req) => {
    const query = req.query as Query<'q' | 'lang' | 'limit'>;
    const q = single(query, 'q');
    if (q === undefined) throw badRequest('q is required: what to look for.', 'q');
    if (q.length > MAX_SEARCH_QUERY) throw badRequest(`q must be at most ${MAX_SEARCH_QUERY} characters.`, 'q');
    const lang = single(query, 'lang') ?? 'en';
    if (!isLocale(lang)) throw badRequest(`Unknown language "${lang}".`, 'lang');
    const limit = count(query, 'limit', SEARCH_LIMIT) ?? SEARCH_LIMIT;
    const { value: index } = await cache.get(
      INDEX_KEY,
      async (now) => ({ value: new SearchIndex(await searchItems(db, now)), until: await nextPublicationChange(db, now) }),
      req.raw,
    );
    return index.search(q, { language: lang, limit });
  });
}

import path from 'node:path';
import type { ContentCache } from '../../cache/contentCache.js';
import type { Db } from '../../db/index.js';
import { ownFileId } from '../../files/storage.js';

const HERO = 'hero-upload';

/**
 * The file id of the home page's uploaded hero (settings), as the content stood when `request` came
 * (read once per content version, as the public reads are): a visitor saving data gets it at its
 * smallest (plugins/uploads.ts).
 */
export function heroUploadId(cache: ContentCache, db: Db) {
  return async (request: object): Promise<string | null> => {
    const { value } = await cache.get(
      HERO,
      async () => {
        const row = await db.selectFrom('settings').select('hero_background_image').where('id', '=', 1).executeTakeFirst();
        return { value: ownFileId(path.posix.basename(row?.hero_background_image ?? '')) };
      },
      request,
    );
    return value;
  };
}

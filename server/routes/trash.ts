import type { FastifyRequest } from 'fastify';
import { recordActivity, titleOf } from '../activity/log.js';
import type { Ctx } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { contentTypeOf } from '../files/s3.js';
import { fileStore } from '../files/storage.js';
import { deleteForGood, listTrash, restoreFromTrash, trashedFiles } from '../trash/store.js';
import type { TrashType } from '../../src/domain/trash.js';
import { isTrashType, TRASH_TYPES } from '../../src/kinds/index.js';

/** The `{type}/{id}` of a trash call; 400 (nothing changed) for a type that is not one of TRASH_TYPES. */
function target(req: FastifyRequest): { type: TrashType; id: number } {
  const { type, id } = req.params as { type: string; id: number };
  if (!isTrashType(type)) throw badRequest(`Unknown item type "${type}": it is one of ${TRASH_TYPES.join(', ')}.`, 'type');
  return { type, id };
}

/** The back-office's Trash screen: what deletes moved there, put back or deleted for good. */
export function trashRoutes({ route, db, config, cache }: Ctx) {
  const isTrashed = trashedFiles(cache, db);

  route('listTrash', async () => listTrash(db));

  // A trashed item's files are no longer public (plugins/uploads.ts): the team sees them here.
  route(
    'trashFile',
    async (req, reply) => {
      const { name } = req.params as { name: string };
      const found = (await isTrashed(name, req.raw)) ? await fileStore(config.dataDir).read(name) : null;
      if (!found) throw notFound('File');
      reply.type(contentTypeOf(name)).header('Content-Length', found.size).header('X-Content-Type-Options', 'nosniff');
      return reply.send(found.body);
    },
    { compress: false },
  );

  route('restoreTrashItem', async (req) => {
    const { type, id } = target(req);
    await restoreFromTrash(db, type, id);
    await recordActivity(db, req, { action: 'restore', type, id });
    return { message: 'Restored.' };
  });

  route('deleteTrashItem', async (req) => {
    const { type, id } = target(req);
    // Its title is read first: the row is gone afterwards. A refused delete (404) records nothing.
    const title = await titleOf(db, type, id);
    await deleteForGood(db, config.dataDir, type, id);
    await recordActivity(db, req, { action: 'delete', type, id, title });
    return { message: 'Deleted for good.' };
  });
}

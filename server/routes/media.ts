import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { idOf, mustExist, optionalText, readList, storeAll, text, updatedText } from './shared.js';

type Row = Selectable<Database['media']>;

const toWire = (r: Row) => ({
  ID: r.id,
  EventTitle: r.event_title,
  Description: r.description,
  CreatedAt: r.created_at,
  MediaFiles: readList(r.media_files),
});

export function mediaRoutes(ctx: Ctx) {
  const { route, db, form, discard } = ctx;

  route('listMedia', async () => {
    const rows = await db.selectFrom('media').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toWire);
  });

  route('countMedia', async () => {
    const { n } = await db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { total_media: Number(n) };
  });

  route('createMedia', async (req, reply) => {
    const { fields, files } = await form(req);
    const stored = await storeAll(ctx, req, files.media_files);
    const row = await db
      .insertInto('media')
      .values({
        event_title: text(fields.event_title)!,
        description: optionalText(fields.description),
        media_files: JSON.stringify(stored),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWire(row));
  });

  route('updateMedia', async (req) => {
    const id = idOf(req);
    await mustExist(db, 'media', id, 'Media item');
    const { fields, files } = await form(req);
    const remove = new Set(((fields.remove_files as string[] | undefined) ?? []).filter((p) => p !== ''));
    const added = await storeAll(ctx, req, files.media_files);
    // The list is read in the transaction that writes it, so two edits at once both keep their files.
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('media').select(['media_files', 'description']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Media item');
      const kept = readList(current.media_files);
      // Only this item's own files may go: any other path (another item's, ../) is refused, never deleted.
      for (const p of remove) {
        if (!kept.includes(p)) throw badRequest(`remove_files: "${p}" is not a file of this media item.`, 'remove_files');
      }
      return trx
        .updateTable('media')
        .set({
          event_title: text(fields.event_title)!,
          description: updatedText(fields.description, current.description),
          media_files: JSON.stringify([...kept.filter((p) => !remove.has(p)), ...added]),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    discard(req, ...remove);
    return toWire(row);
  });

  route('deleteMedia', async (req) => {
    const row = await db.deleteFrom('media').where('id', '=', idOf(req)).returningAll().executeTakeFirst();
    if (!row) throw notFound('Media item');
    discard(req, ...readList(row.media_files));
    return { message: 'Media deleted successfully!' };
  });
}

import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { idOf, mustExist, optionalText, replaced, storeIfSent, text } from './shared.js';

type Row = Selectable<Database['posts']>;

const toWire = (r: Row) => ({
  ID: r.id,
  Title: r.title,
  Description: r.description,
  Image: r.image,
  Attachment: r.attachment,
  CreatedAt: r.created_at,
});

export function postRoutes(ctx: Ctx) {
  const { route, db, form, discard } = ctx;

  // Oldest first, as the original API answered: the admin screen reverses it.
  route('listPosts', async () => {
    const rows = await db.selectFrom('posts').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    return rows.map(toWire);
  });

  route('createPost', async (req, reply) => {
    const { fields, files } = await form(req);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    const row = await db
      .insertInto('posts')
      .values({ title: text(fields.title)!, description: optionalText(fields.description), image, attachment, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWire(row));
  });

  route('updatePost', async (req) => {
    const id = idOf(req);
    await mustExist(db, 'posts', id, 'Announcement');
    const { fields, files } = await form(req);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    // Read in the transaction that writes, so two edits at once cannot orphan each other's files.
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('posts').select(['image', 'attachment']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Announcement');
      return trx
        .updateTable('posts')
        .set({
          title: text(fields.title)!,
          description: optionalText(fields.description),
          image: replaced(ctx, req, image, current.image),
          attachment: replaced(ctx, req, attachment, current.attachment),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toWire(row);
  });

  route('deletePost', async (req) => {
    const row = await db.deleteFrom('posts').where('id', '=', idOf(req)).returningAll().executeTakeFirst();
    if (!row) throw notFound('Announcement');
    discard(req, row.image, row.attachment);
    return { message: 'Announcement deleted successfully' };
  });
}

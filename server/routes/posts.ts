import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';

type Row = Selectable<Database['posts']>;

const toWire = (r: Row) => ({
  ID: r.id,
  Title: r.title,
  Description: r.description,
  Image: r.image,
  Attachment: r.attachment,
  CreatedAt: r.created_at,
});

const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);

export function postRoutes({ route, db, form, store, discard }: Ctx) {
  // Oldest first, as the original API answered: the admin screen reverses it.
  route('listPosts', async () => {
    const rows = await db.selectFrom('posts').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    return rows.map(toWire);
  });

  route('createPost', async (req, reply) => {
    const { fields, files } = await form(req);
    const image = files.image?.[0] ? await store(req, files.image[0]) : null;
    const attachment = files.attachment?.[0] ? await store(req, files.attachment[0]) : null;
    const row = await db
      .insertInto('posts')
      .values({ title: text(fields.title)!, description: text(fields.description) || null, image, attachment, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWire(row));
  });

  route('updatePost', async (req) => {
    const { id } = req.params as { id: number };
    const current = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw notFound('Announcement');
    const { fields, files } = await form(req);
    const image = files.image?.[0] ? await store(req, files.image[0]) : current.image;
    const attachment = files.attachment?.[0] ? await store(req, files.attachment[0]) : current.attachment;
    const row = await db
      .updateTable('posts')
      .set({ title: text(fields.title)!, description: text(fields.description) || null, image, attachment })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (image !== current.image) discard(req, current.image);
    if (attachment !== current.attachment) discard(req, current.attachment);
    return toWire(row);
  });

  route('deletePost', async (req) => {
    const { id } = req.params as { id: number };
    const row = await db.deleteFrom('posts').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound('Announcement');
    discard(req, row.image, row.attachment);
    return { message: 'Announcement deleted successfully' };
  });
}

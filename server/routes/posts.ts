import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { moveToTrash } from '../trash/store.js';
import { allRows, idOf, insertRow, optionalText, replaced, storeIfSent, text, updateForm, updateRow } from './shared.js';

type Row = Selectable<Database['posts']>;

const toWire = (r: Row) => ({ ID: r.id, Title: r.title, Description: r.description, Image: r.image, Attachment: r.attachment, CreatedAt: r.created_at });

export function postRoutes(ctx: Ctx) {
  const { route, db, form, clock } = ctx;

  // Oldest first, as the original API answered: the admin screen reverses it.
  route('listPosts', async () => (await allRows(db, 'posts', 'asc')).map(toWire));

  route('createPost', async (req, reply) => {
    const { fields, files } = await form(req);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    const row = await insertRow(db, 'posts', { title: text(fields.title)!, description: optionalText(fields.description), image, attachment, created_at: nowIso() });
    return reply.code(201).send(toWire(row));
  });

  route('updatePost', async (req) => {
    const { id, fields, files } = await updateForm(ctx, req, 'posts', 'Announcement');
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    const row = await updateRow(db, 'posts', id, 'Announcement', (current) => ({
      title: text(fields.title)!,
      description: optionalText(fields.description),
      image: replaced(ctx, req, image, current.image),
      attachment: replaced(ctx, req, attachment, current.attachment),
    }));
    return toWire(row);
  });

  route('deletePost', async (req) => {
    await moveToTrash(db, 'posts', idOf(req), 'Announcement', clock());
    return { message: 'Announcement deleted successfully' };
  });
}

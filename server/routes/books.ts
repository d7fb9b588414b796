import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { idOf, mustExist, optionalText, replaced, storeIfSent, text, updatedText } from './shared.js';

type Row = Selectable<Database['books']>;

const toWire = (r: Row) => ({
  ID: r.id,
  Title: r.title,
  Description: r.description,
  Image: r.image,
  ReadingPlan: r.reading_plan,
  CreatedAt: r.created_at,
});

export function bookRoutes(ctx: Ctx) {
  const { route, db, form, store, discard } = ctx;

  // Newest first: the public book page shows the first one.
  route('listBooks', async () => {
    const rows = await db.selectFrom('books').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toWire);
  });

  route('createBook', async (req, reply) => {
    const { fields, files } = await form(req);
    const readingPlan = await store(req, files.reading_plan![0]!);
    const image = await store(req, files.image![0]!);
    const row = await db
      .insertInto('books')
      .values({
        title: text(fields.title)!,
        description: optionalText(fields.description),
        image,
        reading_plan: readingPlan,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWire(row));
  });

  route('updateBook', async (req) => {
    const id = idOf(req);
    await mustExist(db, 'books', id, 'Book');
    const { fields, files } = await form(req);
    const readingPlan = await storeIfSent(ctx, req, files.reading_plan?.[0]);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    // The replaced files are read in the transaction that writes, so two edits at once each discard what they replaced.
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Book');
      return trx
        .updateTable('books')
        .set({
          title: text(fields.title)!,
          description: updatedText(fields.description, current.description),
          image: replaced(ctx, req, image, current.image),
          reading_plan: replaced(ctx, req, readingPlan, current.reading_plan),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toWire(row);
  });

  route('deleteBook', async (req) => {
    const row = await db.deleteFrom('books').where('id', '=', idOf(req)).returningAll().executeTakeFirst();
    if (!row) throw notFound('Book');
    discard(req, row.image, row.reading_plan);
    return { message: 'Book deleted successfully!' };
  });
}

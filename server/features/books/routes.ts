import type { Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { moveToTrash } from '../../trash/store.js';
import { detailsColumns, detailsFromForm, detailsOf, storedDetails } from '../../content/pictures.js';
import { idOf, optionalText, text, updatedText } from '../../content/forms.js';
import { allRows, insertRow, updateForm, updateRow } from '../../content/rows.js';
import { replaced, storeIfSent } from '../../content/uploads.js';

type Row = Selectable<Database['books']>;

const toWire = (r: Row) => ({ ID: r.id, Title: r.title, Description: r.description, Image: r.image, ImageDetails: detailsOf(r, 'image'), ReadingPlan: r.reading_plan, CreatedAt: r.created_at });

export function bookRoutes(ctx: Ctx) {
  const { route, publicRead, db, form, store, clock } = ctx;

  // Newest first: the public book page shows the first one.
  publicRead('listBooks', async () => ({ value: (await allRows(db, 'books', 'desc')).map(toWire) }));

  route('createBook', async (req, reply) => {
    const { fields, files } = await form(req);
    const details = detailsColumns('image', detailsFromForm(fields, 'image', null, true));
    const readingPlan = await store(req, files.reading_plan![0]!);
    const image = await store(req, files.image![0]!);
    const row = await insertRow(db, 'books', {
      title: text(fields.title)!,
      description: optionalText(fields.description),
      image,
      ...details,
      reading_plan: readingPlan,
      created_at: clock().toISOString(),
    });
    await recordActivity(db, req, { action: 'create', type: 'book', id: row.id });
    return reply.code(201).send(toWire(row));
  });

  route('updateBook', async (req) => {
    const { id, fields, files } = await updateForm(ctx, req, 'books', 'Book');
    detailsFromForm(fields, 'image', null, true); // refused before any file is stored
    const readingPlan = await storeIfSent(ctx, req, files.reading_plan?.[0]);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const row = await updateRow(db, 'books', id, 'Book', (current) => ({
      title: text(fields.title)!,
      description: updatedText(fields.description, current.description),
      image: replaced(ctx, req, image, current.image),
      ...detailsColumns('image', detailsFromForm(fields, 'image', storedDetails(current, 'image'), image !== null)),
      reading_plan: replaced(ctx, req, readingPlan, current.reading_plan),
    }), (trx) => recordActivity(trx, req, { action: 'update', type: 'book', id }));
    return toWire(row);
  });

  route('deleteBook', async (req) => {
    await moveToTrash(db, 'books', idOf(req), 'Book', clock());
    await recordActivity(db, req, { action: 'trash', type: 'book', id: idOf(req) });
    return { message: 'Book deleted successfully!' };
  });
}

import type { Selectable } from 'kysely';
import type { Ctx } from '../context.js';
import { nowIso } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../errors.js';
import { idOf, mustExist, readList, replaced, storeAll, storeIfSent, text } from './shared.js';

type Row = Selectable<Database['summits']>;

const toWire = (r: Row) => ({
  ID: r.id,
  Title: r.title,
  OutfitImage: r.outfit_image,
  Timetable: r.timetable,
  Posters: readList(r.posters),
  CreatedAt: r.created_at,
});

export function summitRoutes(ctx: Ctx) {
  const { route, db, form, store, discard } = ctx;

  route('listSummits', async () => {
    const rows = await db.selectFrom('summits').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toWire);
  });

  route('createSummit', async (req, reply) => {
    const { fields, files } = await form(req);
    const outfit = await store(req, files.outfit_image![0]!);
    const timetable = await store(req, files.timetable![0]!);
    const posters = await storeAll(ctx, req, files.posters);
    const row = await db
      .insertInto('summits')
      .values({
        title: text(fields.title)!,
        outfit_image: outfit,
        timetable,
        posters: JSON.stringify(posters),
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(toWire(row));
  });

  // Every field is optional: what is left out keeps its value.
  route('updateSummit', async (req) => {
    const id = idOf(req);
    await mustExist(db, 'summits', id, 'Summit');
    const { fields, files } = await form(req);
    const outfit = await storeIfSent(ctx, req, files.outfit_image?.[0]);
    const timetable = await storeIfSent(ctx, req, files.timetable?.[0]);
    const posters = files.posters?.length ? await storeAll(ctx, req, files.posters) : null;
    // The replaced files are read in the transaction that writes, so two edits at once each discard what they replaced.
    const row = await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('summits').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Summit');
      // Posters sent replace the current ones as a whole.
      if (posters) discard(req, ...readList(current.posters));
      return trx
        .updateTable('summits')
        .set({
          title: text(fields.title) ?? current.title,
          outfit_image: replaced(ctx, req, outfit, current.outfit_image),
          timetable: replaced(ctx, req, timetable, current.timetable),
          posters: posters ? JSON.stringify(posters) : current.posters,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toWire(row);
  });

  route('deleteSummit', async (req) => {
    const row = await db.deleteFrom('summits').where('id', '=', idOf(req)).returningAll().executeTakeFirst();
    if (!row) throw notFound('Summit');
    discard(req, row.outfit_image, row.timetable, ...readList(row.posters));
    return { message: 'Summit deleted successfully!' };
  });
}

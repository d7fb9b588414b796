import type { ExpressionBuilder, Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { moveToTrash } from '../../trash/store.js';
import { detailsColumns, detailsFromForm, detailsOf, storedDetails } from '../../content/pictures.js';

type Row = Selectable<Database['leaders']>;

const toWire = (r: Row) => ({ ID: r.id, Name: r.name, Title: r.title, Contact: r.contact, Image: r.image, ImageDetails: detailsOf(r, 'image') });

const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '');

// lower() + like rather than SQLite's case-insensitive LIKE, so the counts mean the same on PostgreSQL.
const titleHas = (eb: ExpressionBuilder<Database, 'leaders'>, word: string) =>
  eb(eb.fn<string>('lower', ['title']), 'like', `%${word}%`);

export function leaderRoutes({ route, publicRead, db, form, store, discard, clock }: Ctx) {
  publicRead('listLeaders', async () => {
    const rows = await db
      .selectFrom('leaders')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy((eb) => eb.fn('lower', ['name']))
      .orderBy('id')
      .execute();
    return { value: rows.map(toWire) };
  });

  // The dashboard's rule: a title naming union counts only as union; one naming both conference
  // and zone counts in both; chaplains are the titles naming none of the three.
  route('countLeaders', async () => {
    const counts = await db
      .selectFrom('leaders')
      .select((eb) => {
        const union = titleHas(eb, 'union');
        const conference = eb.and([titleHas(eb, 'conference'), eb.not(union)]);
        const zone = eb.and([titleHas(eb, 'zone'), eb.not(union)]);
        const chaplain = eb.not(eb.or([union, titleHas(eb, 'conference'), titleHas(eb, 'zone')]));
        // count() skips the NULL of an unmatched CASE: portable, and 0 (not NULL) on an empty table.
        const countWhere = (cond: typeof union) => eb.fn.count<number>(eb.case().when(cond).then(1).end());
        return [
          countWhere(chaplain).as('chaplains'),
          countWhere(union).as('union'),
          countWhere(conference).as('conference'),
          countWhere(zone).as('zone'),
        ];
      })
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      total_chaplains: Number(counts.chaplains),
      total_union_leaders: Number(counts.union),
      total_conference_leaders: Number(counts.conference),
      total_zone_leaders: Number(counts.zone),
    };
  });

  route('createLeader', async (req, reply) => {
    const { fields, files } = await form(req);
    const details = detailsColumns('image', detailsFromForm(fields, 'image', null, true));
    const image = await store(req, files.image![0]!);
    const row = await db
      .insertInto('leaders')
      .values({ name: text(fields.name), title: text(fields.title), contact: text(fields.contact), image, ...details, created_at: clock().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(db, req, { action: 'create', type: 'leader', id: row.id });
    return reply.code(201).send(toWire(row));
  });

  route('updateLeader', async (req) => {
    const { id } = req.params as { id: number };
    // Checked before the form is read, so an unknown id (or one in the trash) costs no upload.
    if (!(await db.selectFrom('leaders').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst())) throw notFound('Leader');
    const { fields, files } = await form(req);
    detailsFromForm(fields, 'image', null, true); // refused before any file is stored
    const image = files.image?.[0] ? await store(req, files.image[0]) : null;
    // The old photo is read where it is replaced: two edits at once each discard the one they replaced.
    const { old, row } = await db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('leaders').selectAll().where('id', '=', id).where('deleted_at', 'is', null).$if(isPostgres(trx), (qb) => qb.forUpdate()).executeTakeFirst();
      if (!old) throw notFound('Leader');
      const changes = {
        name: text(fields.name),
        title: text(fields.title),
        contact: text(fields.contact),
        ...(image ? { image } : {}),
        ...detailsColumns('image', detailsFromForm(fields, 'image', storedDetails(old, 'image'), image !== null)),
      };
      const row = await trx.updateTable('leaders').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return { old, row };
    });
    if (image) discard(req, old.image);
    await recordActivity(db, req, { action: 'update', type: 'leader', id: row.id });
    return toWire(row);
  });

  route('deleteLeader', async (req) => {
    const { id } = req.params as { id: number };
    await moveToTrash(db, 'leaders', id, 'Leader', clock());
    await recordActivity(db, req, { action: 'trash', type: 'leader', id });
    return { message: 'Leader deleted successfully' };
  });
}

import type { Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { moveToTrash } from '../../trash/store.js';
import { SUMMIT_POSTERS, readFileDetails, savedFileDetails, sentFileDetails } from '../../content/fileDetails.js';
import { detailsColumns, detailsFromForm, detailsOf, storedDetails } from '../../content/pictures.js';
import { readList } from '../../content/columns.js';
import { idOf, text } from '../../content/forms.js';
import { allRows, insertRow, updateForm, updateRow } from '../../content/rows.js';
import { replaced, storeAll, storeIfSent } from '../../content/uploads.js';

type Row = Selectable<Database['summits']>;

const toWire = (r: Row) => {
  const posterDetails = readFileDetails(r.poster_details);
  return {
    ID: r.id,
    Title: r.title,
    OutfitImage: r.outfit_image,
    OutfitImageDetails: detailsOf(r, 'outfit_image'),
    Timetable: r.timetable,
    Posters: readList(r.posters),
    ...(Object.keys(posterDetails).length > 0 && { PosterDetails: posterDetails }),
    CreatedAt: r.created_at,
  };
};

export function summitRoutes(ctx: Ctx) {
  const { route, publicRead, db, form, store, discard, clock } = ctx;

  publicRead('listSummits', async () => ({ value: (await allRows(db, 'summits', 'desc')).map(toWire) }));

  route('createSummit', async (req, reply) => {
    const { fields, files } = await form(req);
    const details = detailsColumns('outfit_image', detailsFromForm(fields, 'outfit_image', null, true));
    const posterDetails = sentFileDetails({ fields, files }, SUMMIT_POSTERS, false);
    const outfit = await store(req, files.outfit_image![0]!);
    const timetable = await store(req, files.timetable![0]!);
    const posters = await storeAll(ctx, req, files.posters);
    const row = await insertRow(db, 'summits', {
      title: text(fields.title)!,
      outfit_image: outfit,
      ...details,
      timetable,
      posters: JSON.stringify(posters),
      poster_details: JSON.stringify(savedFileDetails(SUMMIT_POSTERS, {}, posters, posters, posterDetails)),
      created_at: clock().toISOString(),
    });
    await recordActivity(db, req, { action: 'create', type: 'summit', id: row.id });
    return reply.code(201).send(toWire(row));
  });

  // Every field is optional: what is left out keeps its value.
  route('updateSummit', async (req) => {
    const { id, fields, files } = await updateForm(ctx, req, 'summits', 'Summit');
    // Refused before any file is stored:
    detailsFromForm(fields, 'outfit_image', null, true);
    const posterDetails = sentFileDetails({ fields, files }, SUMMIT_POSTERS, true);
    const outfit = await storeIfSent(ctx, req, files.outfit_image?.[0]);
    const timetable = await storeIfSent(ctx, req, files.timetable?.[0]);
    const posters = files.posters?.length ? await storeAll(ctx, req, files.posters) : null;
    const row = await updateRow(db, 'summits', id, 'Summit', (current) => {
      // Posters sent replace the current ones as a whole.
      if (posters) discard(req, ...readList(current.posters));
      const list = posters ?? readList(current.posters);
      return {
        title: text(fields.title) ?? current.title,
        outfit_image: replaced(ctx, req, outfit, current.outfit_image),
        ...detailsColumns('outfit_image', detailsFromForm(fields, 'outfit_image', storedDetails(current, 'outfit_image'), outfit !== null)),
        timetable: replaced(ctx, req, timetable, current.timetable),
        posters: posters ? JSON.stringify(posters) : current.posters,
        poster_details: JSON.stringify(savedFileDetails(SUMMIT_POSTERS, readFileDetails(current.poster_details), list, posters ?? [], posterDetails)),
      };
    }, (trx) => recordActivity(trx, req, { action: 'update', type: 'summit', id }));
    return toWire(row);
  });

  route('deleteSummit', async (req) => {
    await moveToTrash(db, 'summits', idOf(req), 'Summit', clock());
    await recordActivity(db, req, { action: 'trash', type: 'summit', id: idOf(req) });
    return { message: 'Summit deleted successfully!' };
  });
}

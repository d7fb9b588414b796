import type { Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import { moveToTrash } from '../../trash/store.js';
import { readList, readPosters } from '../../content/columns.js';
import { idOf, languageAnswer, languageField, optionalText, text, updatedText } from '../../content/forms.js';
import { allRows, insertRow, updateForm, updateRow } from '../../content/rows.js';
import { storeAll } from '../../content/uploads.js';
import { keptPosters, posterTargets, storePosters } from './videoPosters.js';
import { MEDIA_FILES, readFileDetails, savedFileDetails, sentFileDetails } from '../../content/fileDetails.js';

type Row = Selectable<Database['media']>;

const toWire = (r: Row) => {
  const posters = readPosters(r.video_posters);
  const details = readFileDetails(r.file_details);
  return {
    ID: r.id,
    EventTitle: r.event_title,
    ...languageAnswer(r.language),
    Description: r.description,
    CreatedAt: r.created_at,
    MediaFiles: readList(r.media_files),
    ...(Object.keys(posters).length > 0 && { VideoPosters: posters }),
    ...(Object.keys(details).length > 0 && { FileDetails: details }),
  };
};

export function mediaRoutes(ctx: Ctx) {
  const { route, publicRead, db, form, discard, clock } = ctx;

  publicRead('listMedia', async () => ({ value: (await allRows(db, 'media', 'desc')).map(toWire) }));

  publicRead('countMedia', async () => {
    const { n } = await db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    return { value: { total_media: Number(n) } };
  });

  route('createMedia', async (req, reply) => {
    const submitted = await form(req);
    const { fields, files } = submitted;
    const targets = posterTargets(submitted);
    const details = sentFileDetails(submitted, MEDIA_FILES, false);
    const stored = await storeAll(ctx, req, files.media_files);
    const posters = await storePosters(ctx, req, submitted, targets, stored);
    const row = await insertRow(db, 'media', {
      event_title: text(fields.event_title)!,
      description: optionalText(fields.description),
      ...languageField(fields.language),
      media_files: JSON.stringify(stored),
      video_posters: JSON.stringify(posters),
      file_details: JSON.stringify(savedFileDetails(MEDIA_FILES, {}, stored, stored, details)),
      created_at: clock().toISOString(),
    });
    await recordActivity(db, req, { action: 'create', type: 'media', id: row.id });
    return reply.code(201).send(toWire(row));
  });

  route('updateMedia', async (req) => {
    const { id, fields, files } = await updateForm(ctx, req, 'media', 'Media item');
    const remove = new Set(((fields.remove_files as string[] | undefined) ?? []).filter((p) => p !== ''));
    const targets = posterTargets({ fields, files });
    const details = sentFileDetails({ fields, files }, MEDIA_FILES, true);
    const added = await storeAll(ctx, req, files.media_files);
    const addedPosters = await storePosters(ctx, req, { fields, files }, targets, added);
    let gonePosters: string[] = [];
    // The list is read in the transaction that writes it, so two edits at once both keep their files.
    const row = await updateRow(db, 'media', id, 'Media item', (current) => {
      const kept = readList(current.media_files);
      // Only this item's own files may go: any other path (another item's, ../) is refused, never deleted.
      for (const p of remove) {
        if (!kept.includes(p)) throw badRequest(`remove_files: "${p}" is not a file of this media item.`, 'remove_files');
      }
      const list = [...kept.filter((p) => !remove.has(p)), ...added];
      // A removed video's poster goes with it.
      const posters = keptPosters(readPosters(current.video_posters), list);
      gonePosters = posters.gone;
      return {
        event_title: text(fields.event_title)!,
        description: updatedText(fields.description, current.description),
        ...languageField(fields.language),
        media_files: JSON.stringify(list),
        video_posters: JSON.stringify({ ...posters.kept, ...addedPosters }),
        file_details: JSON.stringify(savedFileDetails(MEDIA_FILES, readFileDetails(current.file_details), list, added, details)),
      };
    }, (trx) => recordActivity(trx, req, { action: 'update', type: 'media', id }));
    discard(req, ...remove, ...gonePosters);
    return toWire(row);
  });

  route('deleteMedia', async (req) => {
    await moveToTrash(db, 'media', idOf(req), 'Media item', clock());
    await recordActivity(db, req, { action: 'trash', type: 'media', id: idOf(req) });
    return { message: 'Media deleted successfully!' };
  });
}

import type { Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import { nextPublicationChange, publicPosts } from './published.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/errors.js';
import type { Form } from '../../files/multipart.js';
import { moveToTrash } from '../../trash/store.js';
import { resolvePublication, type Publication, type PublicationStatus } from '../../../src/features/announcements/publishing.js';
import { detailsColumns, detailsFromForm, detailsOf, storedDetails } from '../../content/pictures.js';
import { idOf, languageAnswer, languageField, optionalText, text } from '../../content/forms.js';
import { allRows, insertRow, updateForm, updateRow } from '../../content/rows.js';
import { replaced, storeIfSent } from '../../content/uploads.js';

type Row = Selectable<Database['posts']>;

const toWire = (r: Row) => ({
  ID: r.id,
  Title: r.title,
  ...languageAnswer(r.language),
  Description: r.description,
  Image: r.image,
  ImageDetails: detailsOf(r, 'image'),
  Attachment: r.attachment,
  CreatedAt: r.created_at,
  PublishAt: r.publish_at,
  UnpublishAt: r.unpublish_at,
});

/** The times a save stores (400 naming the field when the choice cannot be), checked before any file is stored. */
function publicationFrom(fields: Form['fields'], current: Publication | null, now: Date) {
  const result = resolvePublication(
    { status: text(fields.status) as PublicationStatus | undefined, publishAt: text(fields.publish_at), unpublishAt: text(fields.unpublish_at) },
    current,
    now,
  );
  if ('error' in result) throw badRequest(result.error, result.field);
  return { publish_at: result.ok.publishAt, unpublish_at: result.ok.unpublishAt };
}

export function postRoutes(ctx: Ctx) {
  const { route, publicRead, db, form, clock } = ctx;

  const currentPublication = async (id: number): Promise<Publication | null> => {
    const row = await db.selectFrom('posts').select(['publish_at', 'unpublish_at']).where('id', '=', id).executeTakeFirst();
    return row ? { publishAt: row.publish_at, unpublishAt: row.unpublish_at } : null;
  };

  // Oldest first, as the original API answered: the admin screen reverses it. Only what is public now.
  // Cached until the next scheduled publication or unpublication, when the list changes with no write.
  publicRead('listPosts', async (now) => ({
    value: (await publicPosts(db, now).selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute()).map(toWire),
    until: await nextPublicationChange(db, now),
  }));

  route('listAllPosts', async () => (await allRows(db, 'posts', 'asc')).map(toWire));

  route('createPost', async (req, reply) => {
    const { fields, files } = await form(req);
    const publication = publicationFrom(fields, null, clock());
    const details = detailsFromForm(fields, 'image', null, true);
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    const row = await insertRow(db, 'posts', {
      title: text(fields.title)!,
      description: optionalText(fields.description),
      ...languageField(fields.language),
      image,
      ...(image ? detailsColumns('image', details) : {}),
      attachment,
      created_at: clock().toISOString(),
      ...publication,
    });
    await recordActivity(db, req, { action: 'create', type: 'announcement', id: row.id });
    return reply.code(201).send(toWire(row));
  });

  route('updatePost', async (req) => {
    const { id, fields, files } = await updateForm(ctx, req, 'posts', 'Announcement');
    const publication = publicationFrom(fields, await currentPublication(id), clock());
    detailsFromForm(fields, 'image', null, true); // refused before any file is stored
    const image = await storeIfSent(ctx, req, files.image?.[0]);
    const attachment = await storeIfSent(ctx, req, files.attachment?.[0]);
    // A change of publication gets an entry of its own, compared with the row as the transaction read it.
    let rescheduled = false;
    const row = await updateRow(
      db,
      'posts',
      id,
      'Announcement',
      (current) => {
        rescheduled = current.publish_at !== publication.publish_at || current.unpublish_at !== publication.unpublish_at;
        return {
          title: text(fields.title)!,
          description: optionalText(fields.description),
          ...languageField(fields.language),
          image: replaced(ctx, req, image, current.image),
          ...detailsColumns('image', detailsFromForm(fields, 'image', storedDetails(current, 'image'), image !== null)),
          attachment: replaced(ctx, req, attachment, current.attachment),
          ...publication,
        };
      },
      async (trx) => {
        await recordActivity(trx, req, { action: 'update', type: 'announcement', id });
        if (rescheduled) await recordActivity(trx, req, { action: 'schedule', type: 'announcement', id });
      },
    );
    return toWire(row);
  });

  route('deletePost', async (req) => {
    await moveToTrash(db, 'posts', idOf(req), 'Announcement', clock());
    await recordActivity(db, req, { action: 'trash', type: 'announcement', id: idOf(req) });
    return { message: 'Announcement deleted successfully' };
  });
}

import { recordActivity } from '../../activity/log.js';
import type { Ctx } from '../../context.js';
import { isPostgres } from '../../db/engine.js';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NO_PICTURE_DETAILS } from '../../../src/domain/pictures.js';
import { detailsColumns, detailsFromForm, detailsOf, storedDetails } from '../../content/pictures.js';
import { SERVER_TEXTS } from '../../../src/domain/serverTexts.js';

type Row = Selectable<Database['settings']>;

// What the home page shows until an admin saves settings (the row does not exist before that).
const DEFAULTS: Row = {
  id: 1,
  mission_text: 'Living the Mission, Reaching the Nations',
  subtitle_text: 'TUCASA STU – The Adventist Mission to Campuses',
  hero_background_image: null,
  ...detailsColumns('hero_background_image', NO_PICTURE_DETAILS),
  whatsapp_channel: null,
  updated_at: '',
};

const toWire = (r: Row) => ({
  missionText: r.mission_text,
  subtitleText: r.subtitle_text,
  heroBackgroundImage: r.hero_background_image,
  heroBackgroundImageDetails: detailsOf(r, 'hero_background_image'),
  whatsappChannel: r.whatsapp_channel,
});

const text = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : '');

export function settingsRoutes({ route, publicRead, db, form, store, discard, clock }: Ctx) {
  publicRead('getSettings', async () => ({
    value: toWire((await db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirst()) ?? DEFAULTS),
  }));

  route('updateSettings', async (req) => {
    const { fields, files } = await form(req);
    detailsFromForm(fields, 'heroBackgroundImage', null, true); // refused before any file is stored
    const hero = files.heroBackgroundImage?.[0] ? await store(req, files.heroBackgroundImage[0]) : null;
    const saved = {
      mission_text: text(fields.missionText),
      subtitle_text: text(fields.subtitleText),
      updated_at: clock().toISOString(),
      ...(hero ? { hero_background_image: hero } : {}),
      // Not sent (the specification's form has no such field): kept as it was. Sent empty: none.
      ...(typeof fields.whatsappChannel === 'string' ? { whatsapp_channel: text(fields.whatsappChannel) || null } : {}),
    };
    // Read the old hero and replace it in one transaction, so two saves at once cannot both
    // believe they replaced the same file and leave the other's upload orphaned.
    const { old, row } = await db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('settings').selectAll().where('id', '=', 1).$if(isPostgres(trx), (qb) => qb.forUpdate()).executeTakeFirst();
      const details = detailsFromForm(fields, 'heroBackgroundImage', old ? storedDetails(old, 'hero_background_image') : null, hero !== null);
      const values = { ...saved, ...detailsColumns('hero_background_image', details) };
      const row = await trx
        .insertInto('settings')
        .values({ id: 1, hero_background_image: null, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(trx, req, { action: 'update', type: 'settings', title: null });
      return { old, row };
    });
    if (hero) discard(req, old?.hero_background_image);
    return { message: SERVER_TEXTS.settingsUpdated, settings: toWire(row) };
  });
}

/**
 * The activity log (decision 021): one entry per change, login, lock and account or backup action,
 * with who (the account's id and its e-mail at that moment), when, what and from which address.
 * Written right after the change succeeded (in its transaction when the caller passes one), so a
 * refused change records nothing. Nothing here edits or deletes an entry.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { TrashType } from '../../src/domain/trash.js';
import { TRASH_KINDS, isTrashType } from '../../src/kinds/index.js';
import type { ActivityAction, ActivityType } from '../../src/domain/activity.js';
import type { Database } from '../db/schema.js';

export interface ActivityEvent {
  action: ActivityAction;
  type: ActivityType;
  id?: number | null;
  /** Read from the item's row when left out (a content item that still has one). */
  title?: string | null;
  /** Who did it, when it is not the request's account (a login, a lock). */
  actorId?: number | null;
  /** Their e-mail, when it is not read from the admins table (a restore has just replaced it). */
  actorEmail?: string | null;
}

/** The title of content item `id` as stored now, in the trash or not; null when there is no such row. */
export async function titleOf(db: Kysely<Database>, type: TrashType, id: number): Promise<string | null> {
  const kind = TRASH_KINDS[type];
  const row = await db
    .selectFrom(kind.table)
    .select(sql<string>`${sql.ref(kind.title)}`.as('title'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.title ?? null;
}

/** Adds one entry for what `req` just did. */
export async function recordActivity(db: Kysely<Database>, req: FastifyRequest, event: ActivityEvent): Promise<void> {
  const actorId = event.actorId !== undefined ? event.actorId : (req.admin?.id ?? null);
  const actor =
    event.actorEmail !== undefined
      ? { email: event.actorEmail }
      : actorId === null
        ? undefined
        : await db.selectFrom('admins').select('email').where('id', '=', actorId).executeTakeFirst();
  const id = event.id ?? null;
  const title = event.title !== undefined ? event.title : id !== null && isTrashType(event.type) ? await titleOf(db, event.type, id) : null;
  await db
    .insertInto('activity')
    .values({
      at: req.server.clock().toISOString(),
      actor_id: actorId,
      actor_email: actor?.email ?? null,
      action: event.action,
      item_type: event.type,
      item_id: id,
      title,
      ip: req.ip,
    })
    .execute();
}

import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import { badRequest } from '../http/errors.js';
import { count, single, type Query } from '../http/query.js';
import { ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_PAGE_SIZE, isActivityAction } from '../../src/domain/activity.js';
import { isActivityType, visibleActivityTypes } from '../../src/kinds/index.js';

type ActivityQuery = Query<'person' | 'type' | 'action' | 'before' | 'limit'>;

/** The filters of a listActivity call, checked (the route table validates path parameters only). */
function filtersOf(req: FastifyRequest) {
  const query = req.query as ActivityQuery;
  const [type, action] = [single(query, 'type'), single(query, 'action')];
  if (type !== undefined && !isActivityType(type)) throw badRequest(`Unknown type "${type}".`, 'type');
  if (action !== undefined && !isActivityAction(action)) throw badRequest(`Unknown action "${action}".`, 'action');
  return {
    person: count(query, 'person'),
    type,
    action,
    before: count(query, 'before'),
    limit: count(query, 'limit', ACTIVITY_MAX_PAGE_SIZE) ?? ACTIVITY_PAGE_SIZE,
  };
}

/** The activity log, read only: there is no call that edits or deletes an entry (decision 021). */
export function activityRoutes({ route, db }: Ctx) {
  route('listActivity', async (req) => {
    const f = filtersOf(req);
    // The role decides the types read, on the server: an editor never gets logins, accounts or backups.
    const rows = await db
      .selectFrom('activity')
      .selectAll()
      .where('item_type', 'in', [...visibleActivityTypes(req.admin!.role)])
      .$if(f.person !== undefined, (qb) => qb.where('actor_id', '=', f.person!))
      .$if(f.type !== undefined, (qb) => qb.where('item_type', '=', f.type!))
      .$if(f.action !== undefined, (qb) => qb.where('action', '=', f.action!))
      .$if(f.before !== undefined, (qb) => qb.where('id', '<', f.before!))
      .orderBy('id', 'desc')
      .limit(f.limit + 1)
      .execute();
    const page = rows.slice(0, f.limit);
    return {
      entries: page.map((r) => ({
        id: r.id,
        at: r.at,
        actorId: r.actor_id,
        actorEmail: r.actor_email,
        action: r.action,
        type: r.item_type,
        itemId: r.item_id,
        title: r.title,
        ip: r.ip,
      })),
      next: rows.length > f.limit ? page[page.length - 1]!.id : null,
    };
  });
}

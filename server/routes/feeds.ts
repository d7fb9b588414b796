import type { FastifyReply } from 'fastify';
import type { Ctx } from '../context.js';
import { notFound } from '../http/errors.js';
import { calendarFile } from '../features/events/feed.js';
import { newsFeed } from '../features/announcements/feed.js';
import { publicOrigin } from '../follow/origin.js';
import { NEWS_FEED_LIMIT, eventDay } from '../../src/domain/follow.js';
import { publicPosts } from '../features/announcements/published.js';
import { idOf } from '../content/forms.js';

// The kinds' feeds, each registered by its kind's server part (routes/kinds.ts): for calendar apps
// and feed readers. Tagged `follow` in the contract, as the sitemap and robots.txt (follow.ts).

const CALENDAR = 'text/calendar; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/** A generated text; its caching (a minute, an ETag, 304) is cache-headers.ts's, as for every public read. */
export const sendText = (reply: FastifyReply, type: string, body: string) => reply.type(type).send(body);

/** The events' calendar, in each language, and one event's own file ("Add to calendar"). */
export function calendarFeedRoutes({ route, db, config }: Ctx) {
  const events = () =>
    db.selectFrom('calendar_events').selectAll().where('deleted_at', 'is', null).orderBy('date', (ob) => ob.asc().nullsLast()).orderBy('id');

  route('calendarFeed', async (req, reply) => sendText(reply, CALENDAR, calendarFile(await events().execute(), publicOrigin(config, req))));
  route('calendarFeedSwahili', async (req, reply) => sendText(reply, CALENDAR, calendarFile(await events().execute(), publicOrigin(config, req), 'sw')));

  route('calendarEventFeed', async (req, reply) => {
    const id = idOf(req);
    const row = await events().where('id', '=', id).executeTakeFirst();
    // A dateless event has no day to be put on: no calendar file either.
    if (!row || !eventDay(row.date)) throw notFound('Event');
    reply.header('Content-Disposition', `attachment; filename="event-${id}.ics"`);
    return sendText(reply, CALENDAR, calendarFile([row], publicOrigin(config, req)));
  });
}

/** The announcements' feed, in each language: the newest published. */
export function newsFeedRoutes({ route, db, config, clock }: Ctx) {
  const newest = () => publicPosts(db, clock()).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(NEWS_FEED_LIMIT).execute();
  route('newsFeed', async (req, reply) => sendText(reply, RSS, newsFeed(await newest(), publicOrigin(config, req))));
  route('newsFeedSwahili', async (req, reply) => sendText(reply, RSS, newsFeed(await newest(), publicOrigin(config, req), 'sw')));
}

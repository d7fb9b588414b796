import { sql, type Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import { KB, type Ctx } from '../../context.js';
import { isPostgres } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';

/** PostgreSQL's advisory lock key for storing a contact message (any number the site uses for nothing else). */
const MESSAGES_LOCK = 7_340_001;

type Row = Selectable<Database['messages']>;

// client_ip stays in the database for abuse handling; it is never answered.
const toWire = (r: Row) => ({ id: r.id, from_email: r.from_email, message: r.message, date: r.date, year: r.year, created_at: r.created_at, read: r.read !== 0 });

interface EmailSend {
  template_params: { from_email: string; message: string; date?: string; year?: string | number; website?: string };
}

export function messageRoutes({ route, db, config, clock }: Ctx) {
  // The site's contact form talks EmailJS's protocol to this server, so the message lands in the
  // admin's inbox here instead of depending on a third-party mail account.
  route(
    'sendEmail',
    async (req, reply) => {
      const p = (req.body as EmailSend).template_params;
      // The form's hidden field, which people never see and form-filling robots fill: such a
      // message is answered like any other and kept nowhere.
      if (p.website) {
        req.log.info('contact message dropped: the hidden field was filled');
        return reply.type('text/plain; charset=utf-8').send('OK');
      }
      const now = clock();
      const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
      // Stored only while fewer than MESSAGES_PER_HOUR_TOTAL came in the last hour, counted in the
      // same statement, so simultaneous sends cannot all slip under the cap. SQLite runs one write
      // at a time; PostgreSQL runs them side by side, each counting without the others' rows, so
      // there the sends take turns behind a lock held until their transaction ends.
      const stored = await db.transaction().execute(async (trx) => {
        if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${MESSAGES_LOCK})`.execute(trx);
        return sql`
          insert into messages (from_email, message, date, year, client_ip, read, created_at)
          select ${p.from_email}, ${p.message.trim()}, ${p.date?.trim() || now.toLocaleDateString('en-US')},
            ${String(p.year ?? '').trim() || String(now.getFullYear())}, ${req.ip}, 0, ${now.toISOString()}
          where (select count(*) from messages where created_at > ${hourAgo}) < ${config.messagesPerHourTotal}`.execute(trx);
      });
      if (!Number(stored.numAffectedRows ?? 0)) {
        req.log.warn({ cap: config.messagesPerHourTotal }, 'contact message refused: the hourly total is reached');
        throw new HttpError(429, 'Too many messages have reached us this hour. Please try again later.');
      }
      // EmailJS answers a bare OK, and @emailjs/browser hands that text to the page.
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
    {
      // Counted after validation (preHandler): a refused message costs nothing, so a visitor who
      // mistyped their address is not locked out by their own typos; stored ones are what we limit.
      rateLimit: { max: config.rateLimits.messagesPerHour, timeWindow: '1 hour', hook: 'preHandler' },
      // Every attempt, counted before the body is read: refused ones cost the server something too,
      // and an anonymous client must not send them without end.
      attemptLimit: { max: config.contactAttemptsPerHour, timeWindow: '1 hour' },
      // EmailSendRequest at its longest: a 5,000-character message, a 254-character address and
      // about 1,000 characters of other fields, up to 4 bytes a character: about 25 KB.
      bodyLimit: 32 * KB,
    },
  );

  route('listMessages', async () => {
    const rows = await db.selectFrom('messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toWire);
  });

  route('countMessages', async () => {
    const counts = await db
      .selectFrom('messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>(eb.case().when('read', '=', 0).then(1).end()).as('unread'),
      ])
      .executeTakeFirstOrThrow();
    return { total_messages: Number(counts.total), unread_messages: Number(counts.unread) };
  });

  route('markMessageRead', async (req) => {
    const { id } = req.params as { id: number };
    const row = await db.updateTable('messages').set({ read: 1 }).where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound('Message');
    return toWire(row);
  });

  route('deleteMessage', async (req) => {
    const { id } = req.params as { id: number };
    const row = await db.deleteFrom('messages').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw notFound('Message');
    await recordActivity(db, req, { action: 'delete', type: 'message', id, title: row.from_email });
    return { message: 'Message deleted successfully' };
  });
}

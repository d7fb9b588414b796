import type { Selectable } from 'kysely';
import { recordActivity } from '../../activity/log.js';
import { KB, type Ctx } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { moveToTrash } from '../../trash/store.js';
import { languageAnswer } from '../../content/forms.js';

type Row = Selectable<Database['calendar_events']>;

const toWire = (r: Row) => ({ id: r.id, event: r.event, ...languageAnswer(r.language, 'language'), date: r.date, description: r.description, participants: r.participants });

interface EventInput {
  date: string;
  event: string;
  participants: string;
  description: string;
  language?: 'en' | 'sw';
}

const INVALID_DATE = 'Invalid date. Please select a valid date.';

// CalendarEventInput at its longest: 5,700 characters of text (event 200, participants 500,
// description 5,000), up to 4 bytes each in UTF-8, plus a date: about 23 KB.
const BODY_LIMIT = { bodyLimit: 32 * KB };

/** The body, already checked against CalendarEventInput, as stored. */
function values(body: EventInput) {
  // The date-time format admits spellings (a leap second) that Date cannot represent.
  const when = new Date(body.date);
  if (Number.isNaN(when.getTime())) throw badRequest(INVALID_DATE, 'date');
  return {
    // One spelling (UTC, milliseconds, Z) so that text order is date order.
    date: when.toISOString(),
    event: body.event.trim(),
    participants: body.participants.trim(),
    description: body.description.trim(),
    // Left out: en on a create (the column's default), the current one kept on an update.
    ...(body.language ? { language: body.language } : {}),
  };
}

export function calendarRoutes({ route, publicRead, db, clock }: Ctx) {
  publicRead('listCalendarEvents', async () => {
    const rows = await db
      .selectFrom('calendar_events')
      .selectAll()
      .where('deleted_at', 'is', null)
      .orderBy('date', (ob) => ob.asc().nullsLast())
      .orderBy('id')
      .execute();
    return { value: rows.map(toWire) };
  });

  route('countCalendarEvents', async () => {
    const { total } = await db
      .selectFrom('calendar_events')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { total_events: Number(total) };
  });

  route('createCalendarEvent', async (req, reply) => {
    const row = await db
      .insertInto('calendar_events')
      .values({ ...values(req.body as EventInput), created_at: clock().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordActivity(db, req, { action: 'create', type: 'event', id: row.id });
    return reply.code(201).send(toWire(row));
  }, BODY_LIMIT);

  route('updateCalendarEvent', async (req) => {
    const { id } = req.params as { id: number };
    const row = await db
      .updateTable('calendar_events')
      .set((eb) => ({ ...values(req.body as EventInput), sequence: eb('sequence', '+', 1), updated_at: clock().toISOString() }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('Event');
    await recordActivity(db, req, { action: 'update', type: 'event', id });
    return toWire(row);
  }, BODY_LIMIT);

  route('deleteCalendarEvent', async (req) => {
    const { id } = req.params as { id: number };
    await moveToTrash(db, 'calendar_events', id, 'Event', clock());
    await recordActivity(db, req, { action: 'trash', type: 'event', id });
    return { message: 'Event deleted successfully!' };
  });
}

import { HttpResponse } from 'msw';
import { apiError, deleteHandler, later, mock, received, type Answer, type Schemas } from '../mocks/admin-content';

type CalendarEvent = Schemas['CalendarEvent'];

/** By date, as the API answers (dates are calendar days at UTC midnight). */
export const adminEvents: CalendarEvent[] = [
  { id: 1, event: 'Week of Prayer', date: '2025-03-03T00:00:00.000Z', description: 'Evening meetings on every campus.', participants: 'All members' },
  { id: 4, event: 'Zone Leaders Retreat', date: '2025-05-11T00:00:00.000Z', description: 'Planning the second half of the year.', participants: 'Zone leaders' },
  { id: 2, event: 'Annual Summit', date: '2025-08-22T00:00:00.000Z', description: 'Three days in Dodoma.', participants: '' },
];

/** What an older server sent: an ID that is not a number, an event with no ID at all, an unreadable date. */
export const legacyEvents: unknown[] = [
  { ID: 'abc', Title: 'Campus Crusade', Date: '2025-02-12T00:00:00.000Z', description: 'Imported from the old system.', Participants: 'Students' },
  { event: 'Choir Festival', date: 'sometime in June', description: 'Date still to be fixed.', participants: 'Choirs' },
];

export const listEventsHandler = (answer: CalendarEvent[] | Answer = adminEvents) => mock('get', '/api/annual-calendars', answer);

/** The sample events followed by the legacy ones (off the contract on purpose). */
export const legacyListHandler = () => mock('get', '/api/annual-calendars', () => HttpResponse.json([...adminEvents, ...legacyEvents]));

/** POST create: the new event from the JSON sent (id 7); remembers the body. */
export const createEventHandler = (answer?: Answer) =>
  mock(
    'post',
    '/api/annual-calendars/create',
    async (info) => {
      if (answer) return answer(info);
      const body = (await info.request.json()) as Schemas['CalendarEventInput'];
      received.json = body;
      return later(150, { id: 7, ...body });
    },
    201,
  );

export const updateEventHandler = (answer?: Answer) =>
  mock('put', '/api/annual-calendars/{id}/update', async (info) => {
    if (answer) return answer(info);
    const body = (await info.request.json()) as Schemas['CalendarEventInput'];
    received.json = body;
    received.url = info.request.url;
    return { id: Number(info.params.id), ...body };
  });

export const deleteEventHandler = (answer?: Answer) => deleteHandler('/api/annual-calendars/{id}/delete', 'Event deleted successfully!', answer);

export const calendarError = (status: number, text: string) => () => apiError(status, text);

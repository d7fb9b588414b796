/** Typed MSW handlers for the Activity screen (tag activity). */
import { apiError, mock, type Answer, type Schemas } from './admin-content';

type Entry = Schemas['ActivityEntry'];

const entry = (id: number, fields: Partial<Entry>): Entry => ({
  id,
  at: new Date(Date.UTC(2026, 10, 20, 7, 0) - id * 3_600_000).toISOString(),
  actorId: 1,
  actorEmail: 'owner@tucasa.org',
  action: 'update',
  type: 'announcement',
  itemId: id,
  title: null,
  ip: '203.0.113.7',
  ...fields,
});

/** Newest first, as the server answers: two people, several kinds. */
export const sampleActivity = (): Entry[] => [
  entry(6, { action: 'create', type: 'announcement', title: 'Week of Prayer' }),
  entry(5, { action: 'trash', type: 'book', title: 'Steps to Christ', actorId: 2, actorEmail: 'editor@tucasa.org' }),
  entry(4, { action: 'update', type: 'event', title: 'Camp Meeting', actorId: 2, actorEmail: 'editor@tucasa.org' }),
  entry(3, { action: 'restore', type: 'media', title: 'Youth Camp 2025' }),
  entry(2, { action: 'update', type: 'settings', itemId: null }),
  entry(1, { action: 'delete', type: 'leader', title: 'Neema Mollel', ip: null }),
];

/** The query of the call, read by the stories that check the filters and the cursor. */
export const activityQueries: URLSearchParams[] = [];

export const activityHandlers = {
  /** GET /api/activity: the sample filtered as the server would, `size` a page, or `answer`. */
  list: (answer?: Answer, size = 50) =>
    mock('get', '/api/activity', (info) => {
      const query = new URL(info.request.url).searchParams;
      activityQueries.push(query);
      if (answer) return answer(info);
      const person = query.get('person');
      const type = query.get('type');
      const before = query.get('before');
      const matching = sampleActivity().filter(
        (e) => (!person || e.actorId === Number(person)) && (!type || e.type === type) && (!before || e.id < Number(before)),
      );
      const page = matching.slice(0, size);
      return { entries: page, next: matching.length > size ? page[page.length - 1]!.id : null };
    }),
};

export const activityServerError = () => apiError(500, 'Something went wrong on the server.');

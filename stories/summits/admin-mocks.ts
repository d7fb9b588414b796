import { HttpResponse } from 'msw';
import { DATES, apiError, deleteHandler, later, mock, receivedForm, type Answer, type Schemas } from '../mocks/admin-content';

type Summit = Schemas['Summit'];

/** Newest first, as the API answers. */
export const adminSummits: Summit[] = [
  {
    ID: 2,
    Title: 'Annual Summit 2025',
    OutfitImage: 'uploads/outfit-2025.svg',
    Timetable: 'uploads/timetable-2025.pdf',
    Posters: ['uploads/poster-day1.svg', 'uploads/poster-day2.svg', 'uploads/poster-day3.svg'],
    CreatedAt: DATES.june21,
  },
  { ID: 1, Title: 'Leadership Summit', OutfitImage: 'uploads/missing-outfit.jpg', Timetable: null, Posters: [], CreatedAt: DATES.march3 },
];

/** The samples plus what the admin screen must skip: a summit whose ID is not a number (off the contract on purpose). */
export const listWithBadIdHandler = () =>
  mock('get', '/api/summits', () =>
    HttpResponse.json([...adminSummits, { ID: 'x7', Title: 'Imported summit', OutfitImage: null, Timetable: null, Posters: '[]', CreatedAt: DATES.march3 }]),
  );

export const listSummitsHandler = (answer: Summit[] | Answer = adminSummits) => mock('get', '/api/summits', answer);

function summitFrom(form: Record<string, string[]>, base: Summit): Summit {
  const posters = Object.entries(form)
    .filter(([name]) => name === 'posters' || /^posters\[\d+\]$/.test(name))
    .flatMap(([, values]) => values);
  return {
    ...base,
    Title: form.title?.[0] ?? base.Title,
    OutfitImage: form.outfit_image ? 'uploads/outfit-new.svg' : base.OutfitImage,
    Timetable: form.timetable ? 'uploads/timetable-new.pdf' : base.Timetable,
    Posters: posters.length > 0 ? posters.map((_, i) => `uploads/poster-new-${i + 1}.svg`) : base.Posters,
  };
}

/** POST create: the new summit (ID 5) from what was sent; remembers the form. */
export const createSummitHandler = (answer?: Answer) =>
  mock(
    'post',
    '/api/summits/create',
    async (info) => {
      if (answer) {
        const reply = await answer(info);
        if (reply.status !== 299) return reply;
      }
      return later(150, summitFrom(await receivedForm(info.request), { ID: 5, Title: '', OutfitImage: null, Timetable: null, Posters: [], CreatedAt: DATES.sept1 }));
    },
    201,
  );

export const updateSummitHandler = (answer?: Answer) =>
  mock('put', '/api/summits/{id}/update', async (info) => {
    if (answer) {
      const reply = await answer(info);
      if (reply.status !== 299) return reply;
    }
    const form = await receivedForm(info.request, true);
    const current = adminSummits.find((s) => s.ID === Number(info.params.id)) ?? adminSummits[0]!;
    return summitFrom(form, current);
  });

export const deleteSummitHandler = (answer?: Answer) => deleteHandler('/api/summits/{id}/delete', 'Summit deleted successfully!', answer);

/** Let the default answer through (for `answer`s that fail only some calls). */
export const PASS = () => new Response(null, { status: 299 });

export const gatewayTimeout = () => apiError(504, 'Gateway Timeout');

/**
 * Summits (GET /api/summits) for the summit page stories, typed from the contract
 * (shared/api-schema.d.ts). LegacySummit holds what another server may send (spec sections 3 and 5):
 * a text ID and Posters as JSON text; the page drops non-numeric IDs and parses the text.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { before, uploadPath, type GetBody, type Schemas } from '../mocks/index';

export type Summit = Schemas['Summit'];
type ErrorBody = Schemas['Error'];

/** Off-contract on purpose. */
export interface LegacySummit extends Omit<Summit, 'ID' | 'Posters'> {
  ID?: number | string | null;
  Posters: Summit['Posters'] | string | unknown[];
}

export const annualSummit: Summit = {
  ID: 2,
  Title: 'TUCASA STU Annual Summit 2025',
  OutfitImage: uploadPath(502, 1000, 1200),
  Timetable: 'uploads/000000000000000000000000000001f6.pdf',
  Posters: [uploadPath(521, 900, 1200), uploadPath(522, 900, 1200), uploadPath(523, 900, 1200)],
  CreatedAt: before(14),
};

/** Our server's answer: one full summit, one with only a timetable and no poster. */
export const sampleSummits: Summit[] = [
  annualSummit,
  {
    ID: 1,
    Title: 'Leaders Summit 2024',
    OutfitImage: null,
    Timetable: 'uploads/000000000000000000000000000001f5.pdf',
    Posters: [],
    CreatedAt: before(380),
  },
];

/** Another server's answer: posters as JSON text (with entries that are not text), a blank title, bad IDs. */
export const legacySummits: LegacySummit[] = [
  {
    ID: '7',
    Title: '',
    OutfitImage: uploadPath(507, 1000, 1200),
    Timetable: null,
    Posters: JSON.stringify([uploadPath(571, 900, 1200), 42, null, '', uploadPath(572, 900, 1200)]),
    CreatedAt: before(30),
  },
  { ID: 6, Title: 'Unreadable posters', OutfitImage: null, Timetable: null, Posters: '[not json', CreatedAt: before(40) },
  { ID: 'draft-3', Title: 'Dropped: text ID', OutfitImage: null, Timetable: null, Posters: [], CreatedAt: before(50) },
  { ID: null, Title: 'Dropped: no ID', OutfitImage: null, Timetable: null, Posters: [], CreatedAt: before(60) },
];

export const SUMMIT_ERROR: ErrorBody = { error: 'The summit service is restarting.', message: 'The summit service is restarting.' };

/**
 * Counts the requests answered; a story resets it in `beforeEach` (so each run starts again from
 * the first answer) and its play function reads it.
 */
export interface RequestCounter {
  count: number;
}

/** One answer of a sequence: the summits, a failure (with the contract's error body, or none), or no answer yet. */
export type Answer = 'ok' | 'hang' | { status: number; body?: ErrorBody };

/**
 * Answers request n with answers[n - 1] (the last one repeats): for the retries and the reload
 * on focus. `summits` may be off-contract (LegacySummit) on purpose.
 */
function sequence(answers: readonly Answer[], requests: RequestCounter, summits: ReadonlyArray<Summit | LegacySummit>): HttpHandler {
  return http.get('/api/summits', async () => {
    requests.count += 1;
    const answer = answers[Math.min(requests.count, answers.length) - 1] ?? 'ok';
    if (answer === 'hang') await delay('infinite');
    if (answer === 'ok' || answer === 'hang') return HttpResponse.json(summits as GetBody<'/api/summits'>);
    return answer.body
      ? HttpResponse.json<ErrorBody>(answer.body, { status: answer.status })
      : new HttpResponse(null, { status: answer.status });
  });
}

export const summitsHandlers = {
  loaded: (requests: RequestCounter = { count: 0 }, summits: Summit[] = sampleSummits): HttpHandler => sequence(['ok'], requests, summits),
  legacy: (requests: RequestCounter = { count: 0 }): HttpHandler => sequence(['ok'], requests, legacySummits),
  empty: (requests: RequestCounter = { count: 0 }): HttpHandler => sequence(['ok'], requests, []),
  pending: (requests: RequestCounter = { count: 0 }): HttpHandler => sequence(['hang'], requests, []),
  sequence: (answers: readonly Answer[], requests: RequestCounter, summits: Summit[] = sampleSummits): HttpHandler =>
    sequence(answers, requests, summits),
};

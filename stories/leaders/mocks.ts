/**
 * Chaplaincy leaders (GET /api/chaplaincy-leaders) for the chaplaincy page stories, typed from the
 * contract (shared/api-schema.d.ts).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { getError, getOffContract, getPending, uploadPath, type GetBody, type Schemas } from '../mocks/index';

export type Leader = Schemas['Leader'];

/** A path the server no longer has: the card falls back to the placeholder. */
export const MISSING_PHOTO = 'uploads/photo-that-was-removed.jpg';

/** Titles stored composed ('<words> - <type> - <last word>'), in no particular order. */
export const sampleLeaders: Leader[] = [
  { ID: 4, Name: 'Joseph Ngowi', Title: 'Union Youth Director - Union - STU', Contact: '+255 765 300 400', Image: uploadPath(404, 600, 600) },
  { ID: 1, Name: 'Pr. Elia Mwakalinga', Title: 'University Campus - Chaplain - Dodoma', Contact: '+255 754 100 200', Image: uploadPath(401, 600, 600) },
  { ID: 8, Name: 'Baraka Lyimo', Title: 'Zone Leader - Zone - Morogoro', Contact: '+255 716 777 888', Image: uploadPath(408, 600, 600) },
  { ID: 6, Name: 'Peter Mollel', Title: 'Conference Coordinator - Conference - East', Contact: '', Image: uploadPath(406, 600, 600) },
  { ID: 2, Name: 'Grace Mushi', Title: 'Associate - Chaplain - Iringa', Contact: 'grace.mushi@example.org', Image: MISSING_PHOTO },
  { ID: 9, Name: 'Salome Mtui', Title: 'Zonal Secretary Dar', Contact: 'salome@example.org', Image: null },
  // Matches no public group: not shown.
  { ID: 10, Name: 'Rehema Said', Title: 'Treasurer', Contact: 'rehema@example.org', Image: uploadPath(410, 600, 600) },
];

/** Counts the requests answered; a story resets it in `beforeEach` and its play function reads it. */
export interface RequestCounter {
  count: number;
}

export const leadersHandlers = {
  loaded: (leaders: Leader[] = sampleLeaders, requests?: RequestCounter): HttpHandler =>
    http.get('/api/chaplaincy-leaders', () => {
      if (requests) requests.count += 1;
      return HttpResponse.json<GetBody<'/api/chaplaincy-leaders'>>(leaders);
    }),
  pending: (): HttpHandler => getPending('/api/chaplaincy-leaders'),
  /** A 200 whose body is not an array (off-contract on purpose). */
  notAnArray: (): HttpHandler => getOffContract('/api/chaplaincy-leaders', { leaders: sampleLeaders }),
  /** A failure without an error text: the page shows its own. */
  error: (status = 503): HttpHandler => http.get('/api/chaplaincy-leaders', () => new HttpResponse(null, { status })),
  /** A failure whose body names the error: shown as it is (spec section 8, the 'error' field). */
  errorWithText: (status: number, text: string): HttpHandler => getError('/api/chaplaincy-leaders', status, text),
};

/** What GET /api/search answers in the search stories (the page's, the header dialog's). */
import { http, HttpResponse } from 'msw';
import type { SearchAnswer } from '../../src/public/search/api';

export const SUMMIT: SearchAnswer = {
  total: 3,
  results: [
    {
      kind: 'announcement',
      id: 12,
      path: '/announcements/12',
      language: 'en',
      date: '2025-06-10T08:00:00.000Z',
      title: [{ text: 'Annual ' }, { text: 'Summit', match: true }, { text: ' registration is open' }],
      snippet: [{ text: 'Delegates from every campus can now register for the Annual ' }, { text: 'Summit', match: true }, { text: ': seminars, worship and a choir festival.' }],
    },
    {
      kind: 'summitEdition',
      id: 3,
      path: '/summit/3',
      language: 'en',
      date: '2025-01-15T08:00:00.000Z',
      title: [{ text: 'Summit', match: true }, { text: ' 2025: Arise and Shine' }],
      snippet: [],
    },
    {
      kind: 'calendarEvent',
      id: 7,
      path: '/calendar/7',
      language: 'sw',
      date: '2025-07-20T00:00:00.000Z',
      title: [{ text: 'Maombi kabla ya ' }, { text: 'Summit', match: true }],
      snippet: [{ text: 'Wanafunzi wote wanaalikwa kwenye maombi ya jioni.' }],
    },
  ],
};

/**
 * What the site's service worker answers offline (src/domain/search/offlineSearch.ts): the pages
 * saved on the device that hold the query, as pages, with no date.
 */
export const SAVED_OFFLINE: SearchAnswer = {
  total: 2,
  offline: { saved: 7 },
  results: [
    {
      kind: 'page',
      id: 0,
      path: '/announcements/12',
      language: 'en',
      date: null,
      title: [{ text: 'Annual ' }, { text: 'Summit', match: true }, { text: ' registration is open' }],
      snippet: [{ text: 'Delegates from every campus can now register for the Annual ' }, { text: 'Summit', match: true }, { text: ': seminars, worship and a choir festival.' }],
    },
    {
      kind: 'page',
      id: 3,
      path: '/summit',
      language: 'en',
      date: null,
      title: [{ text: 'Summit', match: true }],
      snippet: [{ text: 'Summit', match: true }, { text: ' 2025: Arise and Shine. Dodoma, 12–15 August.' }],
    },
  ],
};

/** GET /api/search answering `answer` whatever the query (and the query each call asked, in order). */
export function answering(answer: SearchAnswer, asked: string[] = []) {
  return http.get('/api/search', ({ request }) => {
    asked.push(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json(answer);
  });
}

/**
 * Typed MSW handlers for the admin session (login, me, logout) and the dashboard's counts.
 * Bodies are typed from the contract through `mock` (admin-content.ts).
 */
import { apiError, later, mock, never, type Answer, type Schemas } from './admin-content';

export const ADMIN_EMAIL = 'admin@tucasa.example';


/** POST /api/user/login: a token for any credentials, or the given answer; remembers what was sent. */
export const loginHandler = (answer?: Answer) =>
  mock('post', '/api/user/login', async (info) => {
    sessionMock.loginBody = await info.request.clone().json();
    if (answer) return answer(info);
    return later(100, { success: true as const, token: 'story-token-from-login' });
  });

/** Wrong credentials: the server's 401 (the page shows its own words instead). */
export const wrongPassword = () => apiError(401, 'Invalid email or password.');

/** GET /api/user/me: the stored token is good, or the given answer (401: it is not). */
export const meHandler = (answer?: Answer) => mock('get', '/api/user/me', answer ?? { email: ADMIN_EMAIL });

export const tokenRefused = () => apiError(401, 'Authentication token is missing or invalid.');

/** POST /api/user/logout. */
export const logoutHandler = (answer?: Answer) =>
  mock('post', '/api/user/logout', async (info) => {
    sessionMock.logoutAuthorization = info.request.headers.get('Authorization');
    return answer ? answer(info) : { message: 'Logged out.' };
  });

/** What the session handlers last received. */
export const sessionMock: { loginBody?: unknown; logoutAuthorization?: string | null } = {};

export function resetSessionMock(): void {
  delete sessionMock.loginBody;
  delete sessionMock.logoutAuthorization;
}

/* ------------------------------------------------------------------ dashboard counts */

export const sampleLeaderCounts: Schemas['LeaderCounts'] = {
  total_chaplains: 6,
  total_union_leaders: 3,
  total_conference_leaders: 4,
  total_zone_leaders: 5,
};

type CountAnswer<B> = B | Answer;

export const countHandlers = {
  media: (answer: CountAnswer<Schemas['MediaCount']> = { total_media: 24 }) => mock('get', '/api/media/count', answer),
  events: (answer: CountAnswer<Schemas['EventCount']> = { total_events: 12 }) => mock('get', '/api/annual-calendars/count', answer),
  leaders: (answer: CountAnswer<Schemas['LeaderCounts']> = sampleLeaderCounts) => mock('get', '/api/chaplaincy-leaders/count', answer),
  messages: (answer: CountAnswer<Schemas['MessageCount']> = { total_messages: 5, unread_messages: 2 }) => mock('get', '/api/messages/count', answer),
};

/** Every count answered: what the dashboard shows on a normal day. */
export const allCounts = () => ({
  media: countHandlers.media(),
  events: countHandlers.events(),
  leaders: countHandlers.leaders(),
  messages: countHandlers.messages(),
});

/** Every count pending: the cards show their placeholders. */
export const countsPending = () => ({
  media: countHandlers.media(never),
  events: countHandlers.events(never),
  leaders: countHandlers.leaders(never),
  messages: countHandlers.messages(never),
});

export { apiError, never };

/**
 * Typed MSW handlers for the accounts screens (issue 13): the team's accounts, invites, links and
 * the password change. Bodies are typed from the contract through `mock`.
 */
import { apiError, later, mock, never, received, type Answer, type Schemas } from '../mocks/admin-content';

export const OWNER_EMAIL = 'admin@tucasa.example';
/** A link's token as the server makes them: 43 base64url characters. */
export const LINK_TOKEN = 'k3Jd9fQm2ZpX7vLwA1sT5yH8cN0bR4eG6uI9oP2qW3x';

const day = (iso: string) => `${iso}T09:30:00.000Z`;

export const sampleAccounts: Schemas['Account'][] = [
  { id: 1, email: OWNER_EMAIL, role: 'owner', state: 'active', last_login_at: day('2025-06-21'), created_at: day('2024-09-01'), language: null },
  { id: 2, email: 'neema.mollel@example.org', role: 'editor', state: 'active', last_login_at: day('2025-06-14'), created_at: day('2025-01-10'), language: null },
  { id: 3, email: 'baraka.juma@example.org', role: 'editor', state: 'invited', last_login_at: null, created_at: day('2025-06-20'), language: null },
  { id: 4, email: 'old.secretary@example.org', role: 'owner', state: 'deactivated', last_login_at: day('2024-11-02'), created_at: day('2024-09-01'), language: 'en' },
];

const link = (purpose: 'invite' | 'reset'): Schemas['AccountLink'] => ({ token: LINK_TOKEN, purpose, expires_at: day('2025-06-28') });

async function json(request: Request): Promise<Record<string, string>> {
  const body = (await request.clone().json()) as Record<string, string>;
  received.json = body;
  received.url = request.url;
  return body;
}

const rowOf = (id: string | readonly string[] | undefined) => sampleAccounts.find((a) => String(a.id) === String(id)) ?? sampleAccounts[1]!;

export const accountHandlers = {
  mine: (answer: Schemas['Account'] | Answer = sampleAccounts[0]!) => mock('get', '/api/user/account', answer),
  list: (answer: Schemas['Account'][] | Answer = sampleAccounts) => mock('get', '/api/accounts', answer),
  invite: (answer?: Answer) =>
    mock(
      'post',
      '/api/accounts/invite',
      async (info) => {
        const { email, role } = await json(info.request);
        if (answer) return answer(info);
        const account: Schemas['Account'] = { id: 9, email: email!, role: role as Schemas['Role'], state: 'invited', last_login_at: null, created_at: day('2025-06-21'), language: null };
        return later(150, { account, link: link('invite') });
      },
      201,
    ),
  role: (answer?: Answer) =>
    mock('put', '/api/accounts/{id}/role', async (info) => {
      const { role } = await json(info.request);
      return answer ? answer(info) : later(150, { ...rowOf(info.params.id), role: role as Schemas['Role'] });
    }),
  deactivate: (answer?: Answer) =>
    mock('post', '/api/accounts/{id}/deactivate', async (info) => {
      received.url = info.request.url;
      return answer ? answer(info) : later(200, { ...rowOf(info.params.id), state: 'deactivated' as const });
    }),
  reactivate: () => mock('post', '/api/accounts/{id}/reactivate', (info) => later(150, { ...rowOf(info.params.id), state: 'active' as const })),
  link: (answer?: Answer) =>
    mock('post', '/api/accounts/{id}/link', (info) => (answer ? answer(info) : later(100, link(rowOf(info.params.id).state === 'invited' ? 'invite' : 'reset')))),
  check: (answer: Schemas['LinkInfo'] | Answer = { email: 'baraka.juma@example.org', purpose: 'invite' }) => mock('post', '/api/account-links/check', answer),
  accept: (answer?: Answer) =>
    mock('post', '/api/account-links/accept', async (info) => {
      await json(info.request);
      return answer ? answer(info) : later(150, { success: true as const, token: 'story-token-from-link' });
    }),
  /** PUT /api/user/language: the account as it is after the choice (the first sample account's). */
  language: (answer?: Answer) =>
    mock('put', '/api/user/language', async (info) => {
      const { language } = await json(info.request);
      return answer ? answer(info) : later(150, { ...sampleAccounts[0]!, language: language as 'en' | 'sw' });
    }),
  password: (answer?: Answer) =>
    mock('post', '/api/user/password', async (info) => {
      await json(info.request);
      return answer ? answer(info) : later(150, { message: 'Your password has been changed. Your other sessions are logged out.' });
    }),
};

/** Every call of the accounts screen answered as on a normal day. */
export const accountsScreenHandlers = () => ({
  list: accountHandlers.list(),
  invite: accountHandlers.invite(),
  role: accountHandlers.role(),
  deactivate: accountHandlers.deactivate(),
  reactivate: accountHandlers.reactivate(),
  link: accountHandlers.link(),
});

/** A refusal that names the field at fault, as the server's 400 and 409 do. */
export const fieldError = (status: number, text: string, field: string) => () => Response.json({ error: text, message: text, field }, { status });

export const forbidden = () => apiError(403, 'Only an owner can do this.');
export const lastOwner = () => apiError(409, 'The last active owner cannot be demoted or deactivated. Make another account an owner first.');
export const linkGone = () => apiError(404, 'This link is not valid: it has expired or has already been used. Ask an owner for a new one.');

export { apiError, never };

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, call, multipart, removeDir, sendForm, startServer, type Schemas, type TestServer } from './helpers.js';
import { EDITOR_PASSWORD, login, member } from '../accounts/helpers.js';
import { makeOneOfEach, type Made } from './trash-helpers.js';

// The activity log (decision 021): every change, login, lock and account action is recorded with
// who, when, what and from where; an editor reads content changes only; nothing edits an entry.

type Entry = Schemas['ActivityEntry'];
type Page = Schemas['ActivityPage'];

const CLIENT = '203.0.113.7';
let s: TestServer;
let owner: string;
let ownerId: number;

const read = async (query = '', token = owner) => {
  const res = await call<Page>(s.app, { method: 'GET', url: `/api/activity${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** Every entry, newest first, through the cursor. */
async function all(token = owner): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let before: number | null = 0; before !== null; ) {
    const page: Page = await read(`?limit=100${before ? `&before=${before}` : ''}`, token);
    entries.push(...page.entries);
    before = page.next;
  }
  return entries;
}
const find = (entries: Entry[], action: string, type: string, id: number | null) => entries.filter((e) => e.action === action && e.type === type && e.itemId === id);

beforeAll(async () => {
  s = await startServer({
    trustProxy: ['127.0.0.1'],
    loginLock: { failures: 3, minutes: 15 },
    rateLimits: { loginPerMinute: 1000, loginGlobalPerMinute: 1000, messagesPerHour: 5 },
  });
  owner = await s.login();
  ownerId = (await call<Schemas['Account']>(s.app, { method: 'GET', url: '/api/user/account', headers: bearer(owner) })).json().id;
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
});

describe('content changes', () => {
  let items: Made[];
  beforeAll(async () => {
    items = await makeOneOfEach(s, owner, 'logged');
  });

  it('records each create with who, what and when', async () => {
    const entries = await all();
    for (const m of items) {
      const [e] = find(entries, 'create', m.type, m.id);
      expect(e, m.type).toMatchObject({ actorId: ownerId, actorEmail: ADMIN.email, title: m.title, ip: '127.0.0.1' });
      expect(Date.now() - Date.parse(e!.at)).toBeLessThan(60_000);
    }
  });

  it('records the client address as resolved behind the trusted proxy', async () => {
    const res = await call(s.app, {
      method: 'PUT',
      url: `/api/annual-calendars/${items.find((m) => m.type === 'event')!.id}/update`,
      headers: { ...bearer(owner), 'x-forwarded-for': CLIENT },
      payload: { date: '2026-05-04T00:00:00.000Z', event: 'Event renamed', participants: 'All', description: 'Yearly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = (await read('?limit=1')).entries;
    expect(latest).toMatchObject({ action: 'update', type: 'event', title: 'Event renamed', ip: CLIENT, actorEmail: ADMIN.email });
  });

  it('records an update, and a change of publication as its own entry', async () => {
    const post = items.find((m) => m.type === 'announcement')!;
    expect((await sendForm(s.app, 'PUT', `/api/posts/${post.id}/update`, { title: 'Post drafted', status: 'draft' }, owner)).statusCode).toBe(200);
    const [schedule, update] = (await read('?limit=2')).entries;
    expect(update).toMatchObject({ action: 'update', type: 'announcement', itemId: post.id, title: 'Post drafted' });
    expect(schedule).toMatchObject({ action: 'schedule', type: 'announcement', itemId: post.id, title: 'Post drafted' });
  });

  it('records a move to the trash, a restore and a delete for good, each with the title', async () => {
    const book = items.find((m) => m.type === 'book')!;
    expect((await call(s.app, { method: 'DELETE', url: book.remove, headers: bearer(owner) })).statusCode).toBe(200);
    expect((await call(s.app, { method: 'POST', url: `/api/trash/book/${book.id}/restore`, headers: bearer(owner) })).statusCode).toBe(200);
    expect((await call(s.app, { method: 'DELETE', url: book.remove, headers: bearer(owner) })).statusCode).toBe(200);
    expect((await call(s.app, { method: 'DELETE', url: `/api/trash/book/${book.id}`, headers: bearer(owner) })).statusCode).toBe(200);
    const actions = (await read('?type=book&limit=4')).entries.map((e) => [e.action, e.itemId, e.title]);
    expect(actions).toEqual([
      ['delete', book.id, book.title],
      ['trash', book.id, book.title],
      ['restore', book.id, book.title],
      ['trash', book.id, book.title],
    ]);
  });

  it('records nothing for a refused change', async () => {
    const before = (await all()).length;
    expect((await sendForm(s.app, 'PUT', '/api/posts/999999/update', { title: 'Nobody' }, owner)).statusCode).toBe(404);
    expect((await sendForm(s.app, 'POST', '/api/posts/create', { description: 'no title' }, owner)).statusCode).toBe(400);
    expect((await call(s.app, { method: 'DELETE', url: '/api/annual-books/999999/delete', headers: bearer(owner) })).statusCode).toBe(404);
    expect((await call(s.app, { method: 'DELETE', url: '/api/trash/book/999999', headers: bearer(owner) })).statusCode).toBe(404);
    expect((await call(s.app, { method: 'POST', url: '/api/annual-calendars/create', payload: { event: 'x' } })).statusCode).toBe(401);
    expect((await all()).length).toBe(before);
  });

  it('writes an edit and its entry in one transaction: when the entry cannot be written, the edit is undone', async () => {
    const summit = items.find((m) => m.type === 'summit')!;
    await sql`alter table activity rename to activity_away`.execute(s.db);
    try {
      const form = await multipart({ title: 'Never saved' });
      const res = await s.app.inject({ method: 'PUT', url: `/api/summits/${summit.id}/update`, headers: { ...form.headers, ...bearer(owner) }, payload: form.payload });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table activity_away rename to activity`.execute(s.db);
    }
    const row = await s.db.selectFrom('summits').select('title').where('id', '=', summit.id).executeTakeFirstOrThrow();
    expect(row.title).toBe(summit.title);
  });
});

describe('logins and accounts', () => {
  let editor: { id: number };
  beforeAll(async () => {
    editor = await member(s.app, owner, 'editor@example.org');
  });

  it('records a login, and one entry when a lock starts, not one per guess', async () => {
    expect((await login(s.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(s.app, 'editor@example.org', 'wrong guess')).statusCode).toBe(401);
    const entries = await all();
    expect(find(entries, 'login', 'account', ownerId)[0]).toMatchObject({ actorId: ownerId, actorEmail: ADMIN.email, ip: '127.0.0.1' });
    expect(find(entries, 'lock', 'account', editor.id)).toHaveLength(1);
    expect(find(entries, 'lock', 'account', editor.id)[0]).toMatchObject({ actorId: editor.id, actorEmail: 'editor@example.org' });
  });

  it('records invites, role changes, deactivation, reactivation and links, by the owner', async () => {
    const act = (method: string, url: string, payload?: object) => call(s.app, { method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });
    expect((await act('PUT', `/api/accounts/${editor.id}/role`, { role: 'owner' })).statusCode).toBe(200);
    expect((await act('PUT', `/api/accounts/${editor.id}/role`, { role: 'editor' })).statusCode).toBe(200);
    expect((await act('POST', `/api/accounts/${editor.id}/deactivate`)).statusCode).toBe(200);
    expect((await act('POST', `/api/accounts/${editor.id}/reactivate`)).statusCode).toBe(200);
    expect((await act('POST', `/api/accounts/${editor.id}/link`)).statusCode).toBe(200);
    const mine = (await read(`?type=account&person=${ownerId}`)).entries.filter((e) => e.itemId === editor.id).map((e) => e.action);
    expect(mine).toEqual(['link', 'reactivate', 'deactivate', 'role', 'role', 'invite']);
  });

  it('records a link used and a password changed by the account itself', async () => {
    const reader = await member(s.app, owner, 'reader@example.org');
    const changed = await call(s.app, {
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(reader.token),
      payload: { currentPassword: EDITOR_PASSWORD, newPassword: 'another long passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const theirs = (await read(`?type=account&person=${reader.id}`)).entries;
    expect(theirs.map((e) => [e.action, e.title])).toEqual([
      ['password', 'reader@example.org'],
      ['accept', 'reader@example.org: invite'],
    ]);
  });

  it('shows an editor content changes only, whatever the filter asks', async () => {
    // Another editor: the first one is locked out by now.
    const writer = await member(s.app, owner, 'writer@example.org');
    expect((await sendForm(s.app, 'POST', '/api/posts/create', { title: 'By the editor' }, writer.token)).statusCode).toBe(201);
    const seen = await all(writer.token);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((e) => e.type === 'account' || e.type === 'backup')).toEqual([]);
    expect((await read('?type=account', writer.token)).entries).toEqual([]);
    expect((await read(`?person=${writer.id}`, writer.token)).entries[0]).toMatchObject({ action: 'create', title: 'By the editor', actorEmail: 'writer@example.org' });
  });
});

describe('reading the log', () => {
  it('pages newest first with a cursor', async () => {
    const every = await all();
    const first = await read('?limit=2');
    expect(first.entries.map((e) => e.id)).toEqual(every.slice(0, 2).map((e) => e.id));
    const second = await read(`?limit=2&before=${first.next}`);
    expect(second.entries.map((e) => e.id)).toEqual(every.slice(2, 4).map((e) => e.id));
    expect(every.map((e) => e.id)).toEqual([...every.map((e) => e.id)].sort((a, b) => b - a));
    const last = await read(`?limit=100&before=${every[every.length - 1]!.id + 1}`);
    expect(last).toEqual({ entries: [every[every.length - 1]], next: null });
  });

  it('needs a token, and refuses an unknown filter', async () => {
    expect((await call(s.app, { method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    expect((await call(s.app, { method: 'GET', url: '/api/activity?type=nothing', headers: bearer(owner) })).statusCode).toBe(400);
    expect((await call(s.app, { method: 'GET', url: '/api/activity?limit=0', headers: bearer(owner) })).statusCode).toBe(400);
  });

  it('has no call that edits or deletes an entry', async () => {
    const [entry] = (await read('?limit=1')).entries;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const url of ['/api/activity', `/api/activity/${entry!.id}`]) {
        expect((await s.app.inject({ method: method as 'POST', url, headers: bearer(owner) })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await read('?limit=1')).entries[0]).toEqual(entry);
  });
});

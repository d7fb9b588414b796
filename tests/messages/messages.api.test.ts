import { describe, expect, it } from 'vitest';
import { bearer, call, removeDir, serverForFile, snapshot, startServer, tamperedSubject, type ErrorBody, type Schemas } from '../api/helpers.js';
import { expectRefusedUnchanged } from '../api/resource.js';

const PER_HOUR = 3;

const suite = serverForFile({ rateLimits: { loginPerMinute: 100, loginGlobalPerMinute: 1000, messagesPerHour: PER_HOUR } });

// The throttle counts per address, so each test sends from its own.
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

/** What @emailjs/browser 4.4.1 posts for the site's contact form. */
const emailjs = (params: Record<string, unknown>) => ({
  lib_version: '4.4.1',
  user_id: 'public-key',
  service_id: 'service_tucasa',
  template_id: 'template_contact',
  template_params: params,
});
const send = (payload: unknown, remoteAddress = newAddress()) =>
  call(suite.server.app, {
    method: 'POST',
    url: '/api/v1.0/email/send',
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

const auth = (t: string | null) => (t === null ? {} : bearer(t));
const list = (t: string | null = suite.token) => call<Schemas['ContactMessage'][]>(suite.server.app, { method: 'GET', url: '/api/messages', headers: auth(t) });
const count = (t: string | null = suite.token) => call<Schemas['MessageCount']>(suite.server.app, { method: 'GET', url: '/api/messages/count', headers: auth(t) });
const markRead = (id: number | string, t: string | null = suite.token) => call<Schemas['ContactMessage']>(suite.server.app, { method: 'PUT', url: `/api/messages/${id}/read`, headers: auth(t) });
const remove = (id: number | string, t: string | null = suite.token) => call(suite.server.app, { method: 'DELETE', url: `/api/messages/${id}/delete`, headers: auth(t) });

describe('POST /api/v1.0/email/send', () => {
  it('stores the message and answers as EmailJS does: 200, text/plain, OK', async () => {
    const from = newAddress();
    const res = await send(emailjs({ from_email: 'visitor@example.org', message: '  Hello TUCASA!  ', date: '3/3/2025', year: 2025 }), from);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('OK');
    const row = await suite.server.db.selectFrom('messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toEqual({
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      id: expect.any(Number),
      from_email: 'visitor@example.org',
      message: 'Hello TUCASA!',
      date: '3/3/2025',
      year: '2025',
      client_ip: from,
      read: 0,
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- vitest types its asymmetric matchers as any
      created_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("fills in today's date and the current year when the page sent none", async () => {
    const res = await send(emailjs({ from_email: 'a@example.org', message: 'No date', date: ' ' }));
    expect(res.statusCode).toBe(200);
    const row = await suite.server.db.selectFrom('messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.date).toBe(new Date().toLocaleDateString('en-US'));
    expect(row.year).toBe(String(new Date().getFullYear()));
  });

  const ok = { from_email: 'v@example.org', message: 'Hi' };
  it.each([
    ['no e-mail', emailjs({ message: 'Hi' }), 'Email is required', 'template_params.from_email'],
    ['an empty e-mail', emailjs({ ...ok, from_email: '' }), 'Email is required', 'template_params.from_email'],
    ['a malformed e-mail', emailjs({ ...ok, from_email: 'not-an-email' }), 'Please enter a valid email address', 'template_params.from_email'],
    ['an e-mail with spaces', emailjs({ ...ok, from_email: 'a b@example.org' }), 'Please enter a valid email address', 'template_params.from_email'],
    ['no message', emailjs({ from_email: 'v@example.org' }), 'Message is required', 'template_params.message'],
    ['a blank message', emailjs({ ...ok, message: ' \n\t ' }), 'Message is required', 'template_params.message'],
    ['a message that is not text', emailjs({ ...ok, message: 12 }), 'Message is required', 'template_params.message'],
    ['a message over 5000 characters', emailjs({ ...ok, message: 'x'.repeat(5001) }), 'template_params.message must be at most 5000 characters.', 'template_params.message'],
    ['a year over 10 characters', emailjs({ ...ok, year: 'x'.repeat(11) }), 'template_params.year must be at most 10 characters.', 'template_params.year'],
    ['no template_params', { ...emailjs(ok), template_params: undefined }, 'template_params is required.', 'template_params'],
    ['no service_id', { ...emailjs(ok), service_id: undefined }, 'service_id is required.', 'service_id'],
  ])('refuses %s with 400 and stores nothing', async (_name, payload, text, field) => {
    await expectRefusedUnchanged(suite.server, () => send(payload), 400, text, field);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await snapshot(suite.server);
    const res = await send('{"template_params":');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toBe('The request body must be valid JSON.');
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it(`throttles an address after ${PER_HOUR} messages an hour, not its neighbours`, async () => {
    const from = newAddress();
    for (let i = 0; i < PER_HOUR; i++) expect((await send(emailjs({ ...ok, message: `try ${i}` }), from)).statusCode).toBe(200);
    const before = await snapshot(suite.server);
    const res = await send(emailjs({ ...ok, message: 'one too many' }), from);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().error).toBe('Too many requests. Please wait a moment and try again.');
    // Trailing slash and query string are the same route, hence the same budget.
    const again = await call(suite.server.app, { method: 'POST', url: '/api/v1.0/email/send/?x=1', payload: emailjs(ok), remoteAddress: from });
    expect(again.statusCode).toBe(429);
    expect(await snapshot(suite.server)).toEqual(before);
    expect((await send(emailjs(ok))).statusCode).toBe(200);
  });

  it('does not count refused messages against the address: a visitor who mistyped can still send', async () => {
    const from = newAddress();
    for (let i = 0; i < PER_HOUR + 2; i++) expect((await send(emailjs({ ...ok, from_email: 'not an address' }), from)).statusCode).toBe(400);
    for (let i = 0; i < PER_HOUR; i++) expect((await send(emailjs({ ...ok, message: `after typo ${i}` }), from)).statusCode).toBe(200);
    expect((await send(emailjs(ok), from)).statusCode).toBe(429);
  });
});

describe('contact messages that are not kept', () => {
  it('drops one whose hidden field was filled, answering as if it were stored', async () => {
    const before = await snapshot(suite.server);
    const res = await send(emailjs({ from_email: 'robot@example.org', message: 'Cheap watches', website: 'http://spam.example' }));
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await snapshot(suite.server)).toEqual(before);
    // Left empty, as a person leaves it, it changes nothing.
    expect((await send(emailjs({ from_email: 'person@example.org', message: 'Hello', website: '' }))).statusCode).toBe(200);
    expect((await snapshot(suite.server)).rows.messages).toHaveLength(before.rows.messages!.length + 1);
  });

  it('stores no more than MESSAGES_PER_HOUR_TOTAL an hour from all addresses together, even sent at once', async () => {
    const capped = await startServer({ messagesPerHourTotal: 4 });
    try {
      const sendTo = (i: number) =>
        call(capped.app, {
          method: 'POST',
          url: '/api/v1.0/email/send',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(emailjs({ from_email: `visitor${i}@example.org`, message: `Message ${i}` })),
          remoteAddress: `203.0.113.${i + 1}`,
        });
      const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => sendTo(i)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429]);
      expect(answers.find((r) => r.statusCode === 429)!.json<ErrorBody>().error).toBe('Too many messages have reached us this hour. Please try again later.');
      expect(await capped.db.selectFrom('messages').select('id').execute()).toHaveLength(4);
      // An hour on, there is room again.
      await capped.db.updateTable('messages').set({ created_at: new Date(Date.now() - 3601_000).toISOString() }).execute();
      expect((await sendTo(10)).statusCode).toBe(200);
    } finally {
      await capped.close();
      removeDir(capped.dataDir);
    }
  });
});

describe('admin inbox', () => {
  it('lists newest first, read as a boolean, without the sender address', async () => {
    await send(emailjs({ from_email: 'older@example.org', message: 'first' }));
    await send(emailjs({ from_email: 'newer@example.org', message: 'second' }));
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const messages = res.json();
    expect(messages.slice(0, 2).map((m: { message: string }) => m.message)).toEqual(['second', 'first']);
    expect(Object.keys(messages[0]!).sort()).toEqual(['created_at', 'date', 'from_email', 'id', 'message', 'read', 'year']);
    expect(messages[0]!.read).toBe(false);
    expect(res.body).not.toContain('198.51.100.');
  });

  it('counts all and unread messages, and marks one read', async () => {
    const before = (await count()).json();
    expect(before.total_messages).toBe((await list()).json().length);
    expect(before.unread_messages).toBe(before.total_messages);
    const newest = (await list()).json()[0]!;
    const res = await markRead(newest.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...newest, read: true });
    expect((await markRead(newest.id)).json().read).toBe(true);
    expect((await count()).json()).toEqual({ total_messages: before.total_messages, unread_messages: before.unread_messages - 1 });
    expect((await list()).json()[0]).toEqual({ ...newest, read: true });
  });

  it('deletes a message', async () => {
    const total = (await count()).json().total_messages;
    const newest = (await list()).json()[0]!;
    const res = await remove(newest.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Message deleted successfully' });
    expect((await count()).json().total_messages).toBe(total - 1);
    expect((await remove(newest.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a bad one, changing nothing', async () => {
    const before = await snapshot(suite.server);
    for (const res of [await markRead(99999), await remove(99999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error).toBe('Message not found.');
    }
    for (const bad of ['abc', '0', '-1', '1e3x']) {
      for (const res of [await markRead(bad), await remove(bad)]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json<ErrorBody>().error).toBe('Invalid ID provided.');
      }
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('shows and changes nothing without a valid token', async () => {
    const id = (await list()).json()[0]!.id;
    const before = await snapshot(suite.server);
    for (const t of [null, tamperedSubject(suite.token)]) {
      for (const res of [await list(t), await count(t), await markRead(id, t), await remove(id, t)]) {
        expect(res.statusCode).toBe(401);
        expect(res.body).not.toContain('@example.org');
      }
    }
    expect(await snapshot(suite.server)).toEqual(before);
  });

  it('keeps messages across a restart', async () => {
    const before = (await list()).json();
    expect(before.length).toBeGreaterThan(0);
    await suite.restart();
    expect((await list()).json()).toEqual(before);
  });
});

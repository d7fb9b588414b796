import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/kinds/paths.js';
import { PUBLISHING_ERRORS } from '../../src/features/announcements/publishing.js';
import { tinyBuild } from '../api/follow-helpers.js';
import { bearer, call, png, removeDir, sendForm, snapshot, startServer, type ErrorBody, type FormValue, type Schemas, type TestServer } from '../api/helpers.js';

// Drafts and scheduled announcements (decision 017): whether an announcement is public is decided
// when it is read, so the server's clock (buildApp's, server/clock.ts) is moved here and every
// public read asked again.

type Post = Schemas['Post'];

let s: TestServer;
let token: string;
let build: string;

beforeAll(async () => {
  build = tinyBuild();
  s = await startServer({ staticDir: build, publicOrigin: 'https://tucasa.example' }, undefined, { clock: () => new Date(serverNow()) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
  removeDir(s.dataDir);
  removeDir(build);
});
afterEach(() => {
  offset = 0;
});

const MINUTE = 60_000;
/** How far the server's clock is ahead of the real time. */
let offset = 0;
const serverNow = () => Date.now() + offset;
const at = (fromNow: number) => new Date(serverNow() + fromNow).toISOString();

/** Moves the server's clock to `ms` from the real now (tokens last hours: a few minutes are safe). */
function clockAt(ms: number) {
  offset = ms;
}

async function create(fields: Record<string, FormValue | undefined>) {
  const res = await sendForm(s.app, 'POST', '/api/posts/create', fields, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}

const update = (id: number, fields: Record<string, FormValue | undefined>) => sendForm(s.app, 'PUT', `/api/posts/${id}/update`, fields, token);

/** Where the public can see announcement `id` at the clock's time: its list, page, preview picture, feed and sitemap. */
async function publicly(post: Post) {
  const list = (await call(s.app, { method: 'GET', url: '/api/posts' })).json<Post[]>();
  const page = await s.app.inject({ method: 'GET', url: paths.announcement(post.ID) });
  const og = await s.app.inject({ method: 'GET', url: `/og/announcements/${post.ID}.jpg` });
  const feed = (await s.app.inject({ method: 'GET', url: '/feed.xml' })).body;
  const sitemap = (await s.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  return {
    list: list.some((p) => p.ID === post.ID),
    page: page.statusCode,
    og: og.statusCode,
    feed: feed.includes(post.Title),
    sitemap: sitemap.includes(`${paths.announcement(post.ID)}<`),
  };
}

const SEEN = { list: true, page: 200, og: 200, feed: true, sitemap: true };
const HIDDEN = { list: false, page: 404, og: 404, feed: false, sitemap: false };

async function adminList(): Promise<Post[]> {
  const res = await call(s.app, { method: 'GET', url: '/api/posts/all', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<Post[]>();
}

describe('publishing', () => {
  it('publishes now by default, as the specification form does', async () => {
    const before = Date.now();
    const post = await create({ title: 'Published at once' });
    expect(Date.parse(post.PublishAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(post.UnpublishAt).toBeNull();
    expect(await publicly(post)).toEqual(SEEN);
  });

  it('keeps a draft out of every public read; the admin list has it', async () => {
    const post = await create({ title: 'Draft notice', status: 'draft' });
    expect(post.PublishAt).toBeNull();
    expect(await publicly(post)).toEqual(HIDDEN);
    expect((await adminList()).find((p) => p.ID === post.ID)).toMatchObject({ Title: 'Draft notice', PublishAt: null });
    // The specification's form sends no status: an edit keeps the draft a draft.
    expect((await update(post.ID, { title: 'Draft notice, edited' })).json<Post>().PublishAt).toBeNull();
    expect(await publicly(post)).toEqual(HIDDEN);
    // Published from the form: public from now on.
    const published = (await update(post.ID, { title: 'Draft notice, edited', status: 'published' })).json<Post>();
    expect(published.PublishAt).not.toBeNull();
    expect(await publicly(published)).toEqual(SEEN);
  });

  it('needs a token for the list with drafts', async () => {
    expect((await call(s.app, { method: 'GET', url: '/api/posts/all' })).statusCode).toBe(401);
  });

  it('keeps a scheduled announcement hidden until its time, then shows it everywhere', async () => {
    const publishAt = at(10 * MINUTE);
    const post = await create({ title: 'Scheduled notice', status: 'scheduled', publish_at: publishAt });
    expect(post.PublishAt).toBe(publishAt);
    expect(await publicly(post)).toEqual(HIDDEN);
    clockAt(10 * MINUTE - 1000);
    expect(await publicly(post)).toEqual(HIDDEN);
    clockAt(10 * MINUTE + 1000);
    expect(await publicly(post)).toEqual(SEEN);
  });

  it('takes an announcement down at its unpublish time', async () => {
    const post = await create({ title: 'Short-lived notice', unpublish_at: at(5 * MINUTE) });
    expect(await publicly(post)).toEqual(SEEN);
    clockAt(5 * MINUTE + 1000);
    expect(await publicly(post)).toEqual(HIDDEN);
    expect((await adminList()).some((p) => p.ID === post.ID)).toBe(true);
  });

  it('stores a time given with an offset as the same instant in UTC', async () => {
    const local = new Date(serverNow() + 60 * MINUTE);
    local.setUTCSeconds(0, 0);
    const inDar = new Date(local.getTime() + 3 * 60 * MINUTE).toISOString().replace(/\.000Z$/, '+03:00');
    const post = await create({ title: 'Offset notice', status: 'scheduled', publish_at: inDar });
    expect(post.PublishAt).toBe(local.toISOString());
  });

  it('keeps the first publish time of an announcement published again', async () => {
    const post = await create({ title: 'Old news' });
    clockAt(2 * MINUTE);
    const again = (await update(post.ID, { title: 'Old news', status: 'published' })).json<Post>();
    expect(again.PublishAt).toBe(post.PublishAt);
  });

  it.each([
    ['a schedule without a time', { status: 'scheduled' }, 'publish_at', PUBLISHING_ERRORS.publishAtRequired],
    ['a schedule in the past', { status: 'scheduled', publish_at: at(-MINUTE) }, 'publish_at', PUBLISHING_ERRORS.publishAtPast],
    ['a time that is no date', { status: 'scheduled', publish_at: 'tomorrow 9am' }, 'publish_at', /^Publish time must be a date and time/],
    ['a time without its offset', { status: 'scheduled', publish_at: '2031-01-01T09:00' }, 'publish_at', /^Publish time must be a date and time/],
    ['an unpublish time before the publish time', { status: 'scheduled', publish_at: at(20 * MINUTE), unpublish_at: at(10 * MINUTE) }, 'unpublish_at', PUBLISHING_ERRORS.unpublishBeforePublish],
    ['an unpublish time already passed', { unpublish_at: at(-MINUTE) }, 'unpublish_at', PUBLISHING_ERRORS.unpublishBeforePublish],
    ['a draft with an unpublish time', { status: 'draft', unpublish_at: at(MINUTE) }, 'unpublish_at', PUBLISHING_ERRORS.draftUnpublish],
    ['an unknown status', { status: 'later' }, 'status', 'Status must be published, draft or scheduled.'],
  ])('refuses %s and changes nothing', async (_name, fields: Record<string, string>, field, text) => {
    const existing = await create({ title: 'Untouched' });
    const before = await snapshot(s);
    for (const res of [
      await sendForm(s.app, 'POST', '/api/posts/create', { title: 'Refused', image: await png(), ...fields }, token),
      await update(existing.ID, { title: 'Refused', image: await png(), ...fields }),
    ]) {
      expect(res.statusCode).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.field).toBe(field);
      expect(body.error).toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text);
    }
    expect(await snapshot(s)).toEqual(before);
  });
});

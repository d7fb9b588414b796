import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { approvedPicture, SCREENSHOTS_DIR, VERIFIED_SHOTS_FILE } from '../../.storybook/approvedPictures';
import { endRun, recordPlanned, recordShot, startRun } from '../../.storybook/shotRun';
import { call, decisionFailure, failureReason, loadFailure } from '../../scripts/review/page';
import { changeOf, decide, partsOf, readReview, reviewPaths, type ReviewPaths } from '../../scripts/review/reviewRun';
import { reviewServer } from '../../scripts/review/server';
import { shotFile } from '../../stories/shotNames';

// The review of a screenshot run (issue 49, decision 038), on a project of its own in a temporary
// folder: approved pictures, a run's record and shots, as the screenshot command writes them.

/** A PNG: a background with a box of `box` colour, `height` px high. */
const png = (box: string, height = 60) =>
  sharp({ create: { width: 120, height, channels: 4, background: '#0b1120' } })
    .composite([{ input: { create: { width: 40, height: 20, channels: 4, background: box } }, left: 10, top: 10 }])
    .png()
    .toBuffer();

let paths: ReviewPaths;
const approvedPath = (name: string) => path.join(paths.root, SCREENSHOTS_DIR, shotFile(name, os.platform()));
const approve = async (name: string, shot: Buffer) => writeFileSync(approvedPath(name), await approvedPicture(shot));
const verified = () => JSON.parse(readFileSync(path.join(paths.root, VERIFIED_SHOTS_FILE), 'utf8')) as Record<string, unknown>;

async function shot(name: string, status: 'changed' | 'new' | 'passed', picture?: Buffer) {
  const actual = picture && `${name}-actual.png`;
  if (actual) writeFileSync(path.join(paths.run, actual), picture);
  await recordShot(paths.run, { name, story: `story-of-${name}`, status, ...(actual && { actual }) });
}

beforeEach(async () => {
  paths = reviewPaths(mkdtempSync(path.join(os.tmpdir(), 'tucasa-review-')));
  mkdirSync(path.join(paths.root, SCREENSHOTS_DIR), { recursive: true });
  writeFileSync(path.join(paths.root, VERIFIED_SHOTS_FILE), '{}\n');
  const blue = await png('#60a5fa');
  for (const name of ['ui-Button--One-375', 'ui-Button--Two-375', 'ui-Bar--Same-375', 'ui-Gone--Old-375']) await approve(name, blue);
  await startRun(paths.run);
  // A token's colour changed: two pictures changed the same way; one new story; one unchanged.
  await shot('ui-Button--One-375', 'changed', await png('#f97316'));
  await shot('ui-Button--Two-375', 'changed', await png('#f97316'));
  await shot('ui-Button--Three-375', 'new', await png('#f97316'));
  await shot('ui-Bar--Same-375', 'passed');
  await recordPlanned(paths.run, ['ui-Button--One-375', 'ui-Button--Two-375', 'ui-Button--Three-375', 'ui-Bar--Same-375']);
  await endRun(paths.run);
});
afterEach(() => rmSync(paths.root, { recursive: true, force: true }));

describe('the review of a run', () => {
  test('lists the changed and new pictures and the orphans, not those that passed; the same change shares one key', async () => {
    const review = await readReview(paths);
    expect(review.refused).toBeNull();
    expect(review.run).toMatchObject({ compared: 4, planned: 4, whole: true });
    expect(review.items.map((item) => [item.name, item.status])).toEqual([
      ['ui-Button--One-375', 'changed'],
      ['ui-Button--Two-375', 'changed'],
      ['ui-Button--Three-375', 'new'],
      // Named by its file, in which the story's name has lost its `--`.
      ['ui-Gone-Old-375', 'orphan'],
    ]);
    const [one, two] = review.items;
    expect(one!.change).toMatch(/^colours /);
    expect(two!.change).toBe(one!.change);
    expect(one!.box).toEqual({ x: 10, y: 10, width: 40, height: 20 });
    expect(one).toMatchObject({ component: 'ui-Button', story: 'One', width: 375, storyId: 'story-of-ui-Button--One-375' });
  });

  test('a run that has not ended is refused, and nothing is written', async () => {
    await startRun(paths.run);
    await shot('ui-Button--One-375', 'changed', await png('#f97316'));
    const before = readFileSync(approvedPath('ui-Button--One-375'));
    expect((await readReview(paths)).refused).toMatch(/has not ended/);
    await expect(decide(paths, ['ui-Button--One-375'], 'accept')).rejects.toMatchObject({ status: 409 });
    expect(readFileSync(approvedPath('ui-Button--One-375')).equals(before)).toBe(true);
  });

  test('a filtered run is no whole run: only what it compared is listed, and no orphan without the stories’ plan', async () => {
    await startRun(paths.run);
    await shot('ui-Button--One-375', 'changed', await png('#f97316'));
    await endRun(paths.run);
    const review = await readReview(paths);
    expect(review.run).toMatchObject({ compared: 1, planned: null, whole: false });
    expect(review.items.map((item) => item.name)).toEqual(['ui-Button--One-375']);
  });
});

describe('decisions', () => {
  test('accept writes that picture alone, as the update would, and records its shot; reject leaves the other', async () => {
    const two = readFileSync(approvedPath('ui-Button--Two-375'));
    expect(await decide(paths, ['ui-Button--One-375'], 'accept')).toEqual({ 'ui-Button--One-375': 'accepted' });
    expect(readFileSync(approvedPath('ui-Button--One-375')).equals(await approvedPicture(await png('#f97316')))).toBe(true);
    expect(Object.keys(verified())).toEqual(['ui-Button--One-375']);
    await decide(paths, ['ui-Button--Two-375'], 'reject');
    expect(readFileSync(approvedPath('ui-Button--Two-375')).equals(two)).toBe(true);
    const review = await readReview(paths);
    expect(review.items.map((item) => item.decision)).toEqual(['accepted', 'rejected', undefined, undefined]);
  });

  test('a new picture the run wrote into place is removed when rejected, so the next run fails on it again', async () => {
    await approve('ui-Button--Three-375', await png('#f97316'));
    await decide(paths, ['ui-Button--Three-375'], 'reject');
    expect(existsSync(approvedPath('ui-Button--Three-375'))).toBe(false);
  });

  test('an orphan is removed with its record; only an orphan can be, and only pictures of the review are decided', async () => {
    await expect(decide(paths, ['ui-Button--One-375'], 'remove')).rejects.toMatchObject({ status: 400 });
    await expect(decide(paths, ['ui-Gone-Old-375'], 'accept')).rejects.toMatchObject({ status: 400 });
    await expect(decide(paths, ['../../package'], 'accept')).rejects.toMatchObject({ status: 404 });
    writeFileSync(path.join(paths.root, VERIFIED_SHOTS_FILE), JSON.stringify({ 'ui-Gone--Old-375': { reference: 'r', shot: 's' } }));
    await decide(paths, ['ui-Gone-Old-375'], 'remove');
    expect(existsSync(approvedPath('ui-Gone--Old-375'))).toBe(false);
    expect(verified()).toEqual({});
  });
});

test('names and changes: a picture’s parts, and a change of size keyed by how much', async () => {
  expect(partsOf('admin-pages-BookPage--AddFails-1280')).toEqual({ component: 'admin-pages-BookPage', story: 'AddFails', width: 1280 });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-change-'));
  const file = async (name: string, picture: Promise<Buffer>) => {
    writeFileSync(path.join(dir, name), await picture);
    return path.join(dir, name);
  };
  const [short, tall] = [await file('a.png', png('#60a5fa', 60)), await file('b.png', png('#60a5fa', 163))];
  expect(await changeOf(short, tall)).toEqual({ change: 'size +0 × +103 px' });
  const [blue, red, green] = [short, await file('c.png', png('#b91c1c')), await file('d.png', png('#15803d'))];
  expect((await changeOf(blue, red)).change).not.toBe((await changeOf(blue, green)).change);
  rmSync(dir, { recursive: true, force: true });
});

describe('the review’s server', () => {
  const PORT = 6007;
  const HOST = `127.0.0.1:${PORT}`;
  const server = () => reviewServer({ paths, port: PORT, storybook: 'http://localhost:6006' });
  /** A decision as the page sends it, by default to the server's own name. */
  const decideOn = (app: ReturnType<typeof server>, names: string[], headers: Record<string, string> = { host: HOST }) =>
    app.inject({ method: 'POST', url: '/api/decide', headers, payload: { names, decision: 'accept' } });

  test('serves the run’s pictures by file name only, and takes only well-formed decisions', async () => {
    const app = server();
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });
    expect((await get('/run/ui-Button--One-375-actual.png')).headers['content-type']).toBe('image/png');
    expect((await get(`/approved/${shotFile('ui-Button--One-375', os.platform())}`)).statusCode).toBe(200);
    for (const url of ['/run/..%2F..%2Fpackage.json', '/approved/..%2Fverified-shots.json', '/run/decisions.json']) expect((await get(url)).statusCode).toBe(404);
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/decide', headers: { host: HOST }, payload: payload as object });
    expect((await post({ names: 'ui-Button--One-375', decision: 'accept' })).statusCode).toBe(400);
    expect((await post({ names: ['ui-Button--One-375'], decision: 'delete' })).statusCode).toBe(400);
    expect((await post({ names: ['nope'], decision: 'accept' })).statusCode).toBe(404);
    const accepted = await post({ names: ['ui-Button--One-375'], decision: 'accept' });
    expect(accepted.json()).toMatchObject({ decided: { 'ui-Button--One-375': 'accepted' } });
    expect((await get('/api/review')).json()).toMatchObject({ storybook: 'http://localhost:6006', refused: null });
    await app.close();
  });

  test('answers only to its own names: another site’s page, through a rebound name or posting here, gets 403 and changes nothing', async () => {
    const app = server();
    const before = readFileSync(approvedPath('ui-Button--One-375'));
    for (const host of ['evil.example:6007', 'evil.example', '127.0.0.1:6008', '127.0.0.1']) {
      for (const url of ['/', '/api/review']) {
        const read = await app.inject({ method: 'GET', url, headers: { host } });
        expect([read.statusCode, read.headers['content-type'], read.body]).toEqual([403, 'text/plain; charset=utf-8', 'This review answers only at http://127.0.0.1:6007/ and http://localhost:6007/.']);
      }
      expect((await decideOn(app, ['ui-Button--One-375'], { host })).statusCode).toBe(403);
    }
    for (const origin of ['http://evil.example:6007', 'null', 'http://localhost:6007']) {
      expect((await decideOn(app, ['ui-Button--One-375'], { host: HOST, origin })).statusCode).toBe(403);
    }
    expect(readFileSync(approvedPath('ui-Button--One-375')).equals(before)).toBe(true);
    expect([existsSync(path.join(paths.run, 'decisions.json')), verified()]).toEqual([false, {}]);
    // Its own page, by either name.
    expect((await app.inject({ method: 'GET', url: '/api/review', headers: { host: 'localhost:6007' } })).json()).toMatchObject({ refused: null });
    const accepted = await decideOn(app, ['ui-Button--One-375'], { host: HOST, origin: `http://${HOST}` });
    expect(accepted.json()).toMatchObject({ decided: { 'ui-Button--One-375': 'accepted' } });
    // Listening, the name to answer to is the port it listens on.
    const { port } = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const status = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/api/review', headers: { host } }, (answer) => resolve(answer.resume().statusCode)).on('error', reject));
    expect([await status(`evil.example:${port}`), await status(HOST), await status(`localhost:${port}`)]).toEqual([403, 403, 200]);
    await app.close();
  });

  test('decisions sent at once are all kept: twenty pictures accepted together, twenty recorded', async () => {
    await startRun(paths.run);
    const names = Array.from({ length: 20 }, (_, i) => `ui-Many--Story${i}-375`);
    const picture = await png('#f97316');
    for (const name of names) await shot(name, 'new', picture);
    await endRun(paths.run);
    const app = server();
    const answers = await Promise.all(names.map((name) => decideOn(app, [name])));
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    expect((await readReview(paths)).items.map((item) => [item.name, item.decision])).toEqual(names.map((name) => [name, 'accepted']));
    expect(Object.keys(verified()).sort()).toEqual([...names].sort());
    expect(names.filter((name) => !existsSync(approvedPath(name)))).toEqual([]);
    // Written whole through a file beside each, renamed: none of those left.
    expect([...readdirSync(paths.run), ...readdirSync(path.dirname(approvedPath(names[0]!)))].filter((file) => file.endsWith('.tmp'))).toEqual([]);
    await app.close();
  });

  test('the page says why a request failed: the server gone, its refusal as JSON or as text, or some other answer', async () => {
    const gone: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await call('/api/review', undefined, gone).catch(loadFailure)).toBe(
      'The review could not be loaded: the server could not be reached (Failed to fetch). Is `npm run review` still running?',
    );
    // The server's own answer to a decision on a run that has not ended (409).
    await startRun(paths.run);
    const app = server();
    const viaServer = async (url: string, init?: RequestInit) => {
      const answer = await app.inject({ method: 'POST', url, headers: { host: HOST, 'content-type': 'application/json' }, payload: init?.body as string });
      return new Response(answer.body, { status: answer.statusCode, statusText: answer.statusMessage });
    };
    const body = JSON.stringify({ names: ['ui-Button--One-375'], decision: 'accept' });
    expect(await call('/api/decide', { method: 'POST', body }, viaServer as typeof fetch).catch((error: unknown) => decisionFailure(['ui-Button--One-375'], error))).toBe(
      'Could not save your decision for ui-Button--One-375: This run has not ended: it is still going, or it was stopped before its end. Run it again to its end to accept from it.',
    );
    await app.close();
    expect(failureReason(403, 'Forbidden', 'This review answers only at http://127.0.0.1:6007/.')).toBe('This review answers only at http://127.0.0.1:6007/.');
    expect(failureReason(400, 'Bad Request', '{"statusCode":400,"error":"Bad Request","message":"Body is not valid JSON"}')).toBe('Bad Request: Body is not valid JSON');
    expect(failureReason(502, 'Bad Gateway', '<html><body>Bad gateway</body></html>')).toBe('the server answered 502 Bad Gateway');
    expect(decisionFailure(['a', 'b'], new Error('the server answered 500'))).toBe('Could not save your decision for 2 pictures: the server answered 500.');
    const ok: typeof fetch = () => Promise.resolve(new Response('{"decided":{}}', { status: 200 }));
    expect(await call('/api/decide', undefined, ok)).toEqual({ decided: {} });
  });
});

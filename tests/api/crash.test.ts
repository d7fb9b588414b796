// The real server killed (SIGKILL) while ten uploads and edits are in flight, then started again on
// the same DATA_DIR: every answered save is there with all its files, no file is left without a
// row, no row names a missing file, no temp file is left.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesOf } from '../../server/files/storage.js';
import { diskState, exitOf, killChildren, loginTo, sleep, startChild, type Child } from './child.js';
import { jpeg, mp4, multipart, pdf, png, removeDir, sendForm, startServer, type FormValue } from './helpers.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-crash-'));
afterAll(async () => {
  await killChildren();
  removeDir(dir);
});

type Fields = Record<string, FormValue>;
interface Sent { what: string; list: string }
interface Answered extends Sent { status: number; body: Record<string, unknown> }

async function send(child: Child, token: string, method: 'POST' | 'PUT', url: string, fields: Fields) {
  const form = await multipart(fields);
  const res = await fetch(`${child.base}${url}`, {
    method,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function made(child: Child, token: string, url: string, fields: Fields) {
  const res = await send(child, token, 'POST', url, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ID as number;
}

/** The stored paths a wire item names (Image, Attachment, MediaFiles, ...). */
const pathsOf = (item: Record<string, unknown>) =>
  Object.values(item).flatMap((v): unknown[] => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string' && v.startsWith('uploads/'));

/** Ten saves at once, each with files: creates of every kind and updates replacing files. */
async function batch(child: Child, token: string) {
  const post = await made(child, token, '/api/posts/create', { title: 'to edit', image: await jpeg(800, 600), attachment: pdf() });
  const leader = await made(child, token, '/api/chaplaincy-leaders/create', { name: 'N', title: 'Chaplain', contact: 'c', image: await png() });
  const media = await made(child, token, '/api/media/create', { event_title: 'to edit', media_files: [await jpeg(900, 600), mp4()] });
  const current = (await (await fetch(`${child.base}/api/media`)).json()) as Array<{ ID: number; MediaFiles: string[] }>;
  const firstFile = current.find((m) => m.ID === media)!.MediaFiles[0]!;
  // Large pictures: each takes a while to re-encode with its three variants, so a kill finds some
  // requests between their first stored file and their commit.
  const big = () => jpeg(2400, 1600);
  const requests: Array<Sent & { method: 'POST' | 'PUT'; url: string; fields: Fields }> = [
    { what: 'media create', list: 'media', method: 'POST', url: '/api/media/create', fields: { event_title: 'a', media_files: [await big(), await big(), mp4()] } },
    { what: 'media create', list: 'media', method: 'POST', url: '/api/media/create', fields: { event_title: 'b', media_files: [await png(), await big()] } },
    { what: 'post create', list: 'posts', method: 'POST', url: '/api/posts/create', fields: { title: 'c', image: await big(), attachment: pdf() } },
    { what: 'post create', list: 'posts', method: 'POST', url: '/api/posts/create', fields: { title: 'd', attachment: pdf() } },
    { what: 'leader create', list: 'chaplaincy-leaders', method: 'POST', url: '/api/chaplaincy-leaders/create', fields: { name: 'L', title: 'Union Chaplain', contact: 'x', image: await big() } },
    { what: 'book create', list: 'annual-books', method: 'POST', url: '/api/annual-books/create', fields: { title: 'e', image: await big(), reading_plan: pdf() } },
    { what: 'summit create', list: 'summits', method: 'POST', url: '/api/summits/create', fields: { title: 'f', outfit_image: await png(), timetable: pdf(), posters: [await big()] } },
    { what: 'post update', list: 'posts', method: 'PUT', url: `/api/posts/${post}/update`, fields: { title: 'edited', image: await big(), attachment: pdf() } },
    { what: 'leader update', list: 'chaplaincy-leaders', method: 'PUT', url: `/api/chaplaincy-leaders/${leader}/update`, fields: { name: 'N2', title: 'Chaplain', contact: 'c', image: await big() } },
    { what: 'media update', list: 'media', method: 'PUT', url: `/api/media/${media}`, fields: { event_title: 'edited', media_files: [await big(), mp4()], remove_files: firstFile } },
  ];

  const before = new Set(readdirSync(path.join(dir, 'uploads')));
  const answered: Answered[] = [];
  let settled = 0;
  const inFlight = requests.map(async ({ method, url, fields, ...sent }) => {
    try {
      answered.push({ ...sent, ...(await send(child, token, method, url, fields)) });
    } catch {
      // cut by the kill
    } finally {
      settled++;
    }
  });
  // Killed once the first answers are in and another request has stored a file it has not answered
  // for yet: the others are then streaming, re-encoding, storing or committing.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const named = new Set(answered.flatMap((a) => pathsOf(a.body)).map((p) => p.slice('uploads/'.length, 'uploads/'.length + 32)));
    const unanswered = readdirSync(path.join(dir, 'uploads')).filter((f) => !before.has(f) && !named.has(f.slice(0, 32)));
    if ((answered.length >= 3 && unanswered.length) || settled === requests.length || Date.now() > deadline) break;
    await sleep(5);
  }
  child.proc.kill('SIGKILL');
  await Promise.all(inFlight);
  expect(await exitOf(child)).toEqual({ code: null, signal: 'SIGKILL' });
  return answered;
}

describe('a crash while uploads are in flight', () => {
  it('loses no answered save and leaves no file without its row, nor a row without its files', async () => {
    let orphansSeen = 0;
    // A round whose kill happens to leave no stored file behind (every request answered already, say)
    // proves nothing about the sweep: up to three.
    for (let round = 1; round <= 3 && orphansSeen === 0; round++) {
      const child = await startChild(dir);
      const answered = await batch(child, await loginTo(child));
      expect(answered.filter((a) => a.status >= 300), 'every save sent is valid').toEqual([]);

      // As the kill left it: a row never names a missing file (files are stored before the commit).
      const crashed = await diskState(dir);
      expect(crashed.missing).toEqual([]);
      orphansSeen += crashed.orphans.length;

      const again = await startChild(dir);
      expect(await diskState(dir)).toMatchObject({ orphans: [], missing: [], temps: [] });
      for (const a of answered) {
        const items = (await (await fetch(`${again.base}/api/${a.list}`)).json()) as Array<Record<string, unknown>>;
        const stored = items.find((i) => i.ID === a.body.ID);
        expect(stored, `${a.what} answered ${a.status} is gone`).toEqual(a.body);
        for (const p of pathsOf(a.body)) for (const f of filesOf(dir, p)) expect(existsSync(f), `${a.what}: ${f}`).toBe(true);
      }
      if (crashed.orphans.length) {
        expect(again.output()).toMatch(new RegExp(`removed ${crashed.orphans.length} files from uploads/`));
      }
      again.proc.kill('SIGTERM');
      expect(await exitOf(again)).toEqual({ code: 0, signal: null });
    }
    expect(orphansSeen, 'no round left a stored file without its row').toBeGreaterThan(0);
  }, 180_000);
});

describe('the sweep at start', () => {
  it('keeps every file a row names, in every table, and removes only its own unreferenced files', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'tucasa-sweep-'));
    try {
      const s = await startServer({}, home);
      const token = await s.login();
      const form = (method: 'POST' | 'PUT', url: string, fields: Fields) => sendForm(s.app, method, url, fields, token);
      const answers = [
        await form('POST', '/api/posts/create', { title: 'p', image: await jpeg(1000, 700), attachment: pdf() }),
        await form('POST', '/api/media/create', { event_title: 'm', media_files: [await png(), mp4()] }),
        await form('POST', '/api/chaplaincy-leaders/create', { name: 'n', title: 'Chaplain', contact: 'c', image: await png() }),
        await form('POST', '/api/annual-books/create', { title: 'b', image: await png(), reading_plan: pdf() }),
        await form('POST', '/api/summits/create', { title: 's', outfit_image: await png(), timetable: pdf(), posters: [await png(), await png()] }),
        await form('PUT', '/api/settings/update', { missionText: 'm', subtitleText: 's', heroBackgroundImage: await jpeg(1700, 900) }),
      ];
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(300);
      await s.close();

      const uploads = path.join(home, 'uploads');
      const kept = readdirSync(uploads).sort();
      const orphan = (name: string) => writeFileSync(path.join(uploads, name), 'left by a crash');
      const id = 'ab'.repeat(16);
      const planted = [`${id}-1200x800.webp`, `${id}-1200x800-480w.webp`, `${id}-1200x800-960w.webp`, `${'cd'.repeat(16)}.pdf`, `${'ef'.repeat(16)}.mp4`];
      planted.forEach(orphan);
      // Not the server's names: left alone.
      const foreign = ['notes.txt', `${'AB'.repeat(16)}.pdf`, `${id}.pdf.part`];
      foreign.forEach(orphan);
      mkdirSync(path.join(uploads, `${'12'.repeat(16)}.pdf`));
      mkdirSync(path.join(home, 'tmp'), { recursive: true });
      writeFileSync(path.join(home, 'tmp', 'abandoned'), 'x');

      const again = await startServer({}, home);
      await again.close();
      expect(readdirSync(uploads).sort()).toEqual([...kept, ...foreign, `${'12'.repeat(16)}.pdf`].sort());
      const state = await diskState(home);
      expect(state.missing).toEqual([]);
      expect(state.temps).toEqual([]);
      expect(state.referenced).toHaveLength(12);
    } finally {
      removeDir(home);
    }
  });
});

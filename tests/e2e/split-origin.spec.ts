import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Fastify, { type FastifyInstance } from 'fastify';
import { E2E_ADMIN } from './worker-server';
import { fillLeader } from './admin-helpers';
import { adminAuth, createMedia, pdf, photo, png, scrollThrough, send, writeFromFooter } from './public-content';
import { freePort } from '../../scripts/free-port';
import { startChild, type Child } from '../api/child';

// The specification's own layout: the website, built with VITE_API_BASE, served as plain files
// from one origin, and the API (`npm start`'s server, API only) on another, started with
// CORS_ORIGINS naming the website. Everything a visitor and an admin do goes through the browser's
// cross-origin checks. Then the API again without CORS_ORIGINS: the site must fail plainly.

test.describe.configure({ mode: 'serial' });

const root = path.resolve(import.meta.dirname, '../..');
let work = '';
let siteUrl = '';
let apiUrl = '';
let site: FastifyInstance;
let api: Child;
let apiRequest: APIRequestContext;
/** Everything the browser refused or failed to fetch, and its CORS complaints, while the API allowed the site. */
let problems: string[] = [];

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** The API as `STATIC_DIR= npm start` runs it (API only), on `port`, with the e2e admin. */
function startApi(port: number, dataDir: string, corsOrigins: string | null): Promise<Child> {
  const env = {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOGIN_RATE_PER_MINUTE: '1000',
    MESSAGES_PER_HOUR: '1000',
    CORS_ORIGINS: corsOrigins ?? '',
  };
  return startChild(dataDir, env, { entry: 'scripts/start.mjs', port });
}

/** The built website as a static host serves it: its files, and index.html for every page URL. */
async function serveSite(dir: string, port: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, wildcard: false, index: false });
  app.setNotFoundHandler((_req, reply) => reply.type('text/html; charset=utf-8').sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  work = mkdtempSync(path.join(os.tmpdir(), 'tucasa-split-'));
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  siteUrl = `http://127.0.0.1:${sitePort}`;
  apiUrl = `http://127.0.0.1:${apiPort}`;
  await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', path.join(work, 'site'), '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_API_BASE: apiUrl,
  });
  site = await serveSite(path.join(work, 'site'), sitePort);
  api = await startApi(apiPort, path.join(work, 'data'), siteUrl);
  apiRequest = await playwrightRequest.newContext({ baseURL: apiUrl });
});

test.afterAll(async () => {
  await apiRequest?.dispose();
  await api?.stop();
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Records, for the test's end, what the browser could not fetch or was told off about. */
function watch(page: Page) {
  problems = [];
  page.on('requestfailed', (r) => {
    // ERR_ABORTED: the page itself let go of a call as it moved on (a navigation, an unmount).
    // A refusal by CORS or CORP is ERR_FAILED or ERR_BLOCKED_BY_RESPONSE.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
}

/** What shows that each public page has its content (the home's sections load as they come into view). */
const LOADED: Record<string, (page: Page) => Locator> = {
  '/': (page) => page.getByRole('region', { name: 'Announcements' }).locator('[aria-roledescription="slide"] img').first(),
  '/gallery': (page) => page.getByRole('button', { name: /^View / }).locator('img').first(),
  '/book': (page) => page.getByRole('img', { name: /^Cover of / }),
  '/chaplency': (page) => page.getByRole('region', { name: 'Union Leaders' }).locator('img').first(),
  '/summit': (page) => page.getByRole('button', { name: /^View full size: .* outfit$/ }).locator('img').first(),
};

/** Every picture shown on the page (scrolled through, so the lazy ones load) has loaded; returns their URLs. */
async function picturesOf(page: Page, url: string): Promise<string[]> {
  await page.goto(`${siteUrl}${url}`, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  await LOADED[url]!(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const pictures = page.locator('main img:visible');
  const count = await pictures.count();
  const sources: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const img = pictures.nth(i);
    await img.scrollIntoViewIfNeeded();
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.src);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth), { message: `${url}: ${src}` }).toBeGreaterThan(0);
    sources.push(await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.src));
  }
  // A picture the browser refused is swapped for the placeholder, which loads: none may be.
  expect(sources.filter((src) => src.endsWith('/placeholder.svg')), url).toEqual([]);
  return sources;
}

const run1 = `split ${Date.now()}`;
const post = { title: `Mission week (${run1})`, edited: `Mission week, second edition (${run1})` };
const leader = `Baraka Mushi (${run1})`;
const form = (page: Page) => page.getByRole('form', { name: /announcement/i });
const leaderCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: leader, exact: true }) });

/** Logs in through the website's form. */
async function logIn(page: Page) {
  await page.goto(`${siteUrl}/admin-login`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the form (each test has a browser of its own) and opens an admin screen, watching for refusals. */
async function adminAt(page: Page, screen: string) {
  watch(page);
  await logIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`${siteUrl}${screen}`);
}

test('an admin logs in on the website and adds an announcement with a picture and a leader with a photo', async ({ page }) => {
  await adminAt(page, '/dashboard/gallery/announcements');
  const f = form(page);
  await f.getByLabel('Title').fill(post.title);
  await f.getByLabel('Description').fill('Every evening at 6 pm.');
  await f.getByLabel('Image').setInputFiles(await photo('Mission', 210));
  await f.getByLabel('Alt text').fill('Mission week poster');
  await f.getByRole('button', { name: 'Create Announcement' }).click();
  await expect(page.getByText('Announcement created successfully')).toBeVisible();
  const card = page.getByRole('article', { name: post.title });
  await card.locator('img').scrollIntoViewIfNeeded();
  await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await card.locator('img').evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(apiUrl);

  await page.goto(`${siteUrl}/dashboard/chaplency/union-leader`);
  const add = page.getByRole('region', { name: 'Add Union Leader' });
  await fillLeader(add, { name: leader, title: 'Coordinator STU', contact: '+255 700 000 009', photo: await photo('BM', 100, 700, 700), alt: 'Baraka Mushi smiling' });
  await add.getByRole('button', { name: 'Add Leader' }).click();
  await expect(page.getByText('Leader added successfully')).toBeVisible();
  await expect.poll(() => leaderCard(page).getByRole('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('every picture of every public page loads from the API origin', async ({ page }) => {
  // Four uploads, each picture's sizes made by the server, then five pages scrolled through: 48 s
  // beside the other suites on a busy day, past the 60 s bound on a machine half as fast.
  test.setTimeout(120_000);
  // The rest of the site's pictures, put in as an admin would (the API's own checks and copies).
  await send(apiRequest, 'PUT', '/api/settings/update', {
    missionText: 'Living the Mission, Reaching the Nations',
    subtitleText: 'TUCASA STU – The Adventist Mission to Campuses',
    heroBackgroundImage: await photo('Split hero', 190, 1920, 1080),
  });
  await createMedia(apiRequest, { event_title: `Campus retreat (${run1})`, media_files: [await photo('Retreat', 30), await png('Retreat 2', 60)] });
  await send(apiRequest, 'POST', '/api/annual-books/create', {
    title: `Steps to Christ (${run1})`,
    description: 'Read a chapter a week.',
    image: await photo('Cover', 35, 800, 1200),
    reading_plan: pdf('plan.pdf'),
  });
  await send(apiRequest, 'POST', '/api/summits/create', { title: `Annual Summit (${run1})`, outfit_image: await photo('Outfit', 280, 1000, 1200), timetable: pdf('timetable.pdf'), posters: await photo('Poster', 320, 900, 1200) });

  watch(page);
  const expectations: Array<[string, number]> = [['/', 2], ['/gallery', 1], ['/book', 1], ['/chaplency', 1], ['/summit', 2]];
  for (const [url, fromApi] of expectations) {
    const sources = await picturesOf(page, url);
    expect(sources.filter((src) => src.startsWith(`${apiUrl}/uploads/`)).length, `${url}: ${sources.join(', ')}`).toBeGreaterThanOrEqual(fromApi);
  }
  expect(problems).toEqual([]);
});

test('the admin edits both, with new pictures, and the public pages show the new ones', async ({ page }) => {
  await adminAt(page, '/dashboard/gallery/announcements');
  await page.getByRole('article', { name: post.title }).getByRole('button', { name: /^Edit/ }).click();
  const f = form(page);
  await f.getByLabel('Title').fill(post.edited);
  await f.getByLabel('Image').setInputFiles(await png('Mission 2', 250, 1200, 800));
  await f.getByLabel('Alt text').fill('Mission week poster, second edition');
  await f.getByRole('button', { name: 'Update Announcement' }).click();
  await expect(page.getByText('Announcement updated successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: post.edited })).toBeVisible();

  await page.goto(`${siteUrl}/dashboard/chaplency/union-leader`);
  const before = await leaderCard(page).getByRole('img').getAttribute('src');
  await leaderCard(page).getByRole('button', { name: `Edit ${leader}` }).click();
  const edit = page.getByRole('region', { name: 'Edit Union Leader' });
  await fillLeader(edit, { contact: 'baraka@example.org', photo: await png('BM2', 40, 600, 600), alt: 'Baraka Mushi at the summit' });
  await edit.getByRole('button', { name: 'Update Leader' }).click();
  await expect(page.getByText('Leader updated successfully')).toBeVisible();
  await expect(leaderCard(page).getByText('baraka@example.org')).toBeVisible();
  await expect(leaderCard(page).getByRole('img')).not.toHaveAttribute('src', before!);

  const home = await picturesOf(page, '/');
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(post.edited);
  const chaplaincy = await picturesOf(page, '/chaplency');
  const newPhoto = await page.getByRole('article').filter({ hasText: 'baraka@example.org' }).locator('img').evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(chaplaincy).toContain(newPhoto);
  expect(newPhoto).not.toContain(new URL(before!, apiUrl).pathname.replace(/\.webp$/, ''));
  expect(home.some((src) => src.startsWith(apiUrl))).toBe(true);
  expect(problems).toEqual([]);
});

test('the admin deletes both, and a visitor writes to the association', async ({ page }) => {
  await adminAt(page, '/dashboard/gallery/announcements');
  await page.getByRole('article', { name: post.edited }).getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog', { name: 'Delete this announcement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Announcement deleted successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: post.edited })).toHaveCount(0);

  await page.goto(`${siteUrl}/dashboard/chaplency/union-leader`);
  await leaderCard(page).getByRole('button', { name: `Delete ${leader}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this leader?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Leader deleted successfully')).toBeVisible();
  await expect(leaderCard(page)).toHaveCount(0);

  const from = `visitor-${Date.now()}@example.org`;
  await page.goto(`${siteUrl}/`);
  const dialog = await writeFromFooter(page, from, 'Greetings from another origin.');
  await expect(dialog.getByText('Your message has been sent successfully!')).toBeVisible();
  const inbox = await apiRequest.get('/api/messages', { headers: await adminAuth(apiRequest) });
  expect(((await inbox.json()) as Array<{ from_email: string; message: string }>).find((m) => m.from_email === from)?.message).toBe(
    'Greetings from another origin.',
  );

  const posts = (await (await apiRequest.get('/api/posts')).json()) as Array<{ Title: string }>;
  expect(posts.map((p) => p.Title)).not.toContain(post.edited);
  expect(problems).toEqual([]);
});

test('without CORS_ORIGINS the website fails plainly everywhere, and the API says what to set', async ({ page }) => {
  const port = new URL(apiUrl).port;
  await api.stop();
  api = await startApi(Number(port), path.join(work, 'data'), null);

  await page.goto(`${siteUrl}/gallery`);
  await expect(page.getByText('Failed to load gallery. Please try again later.')).toBeVisible();
  await page.goto(`${siteUrl}/book`);
  await expect(page.getByText('Failed to load book details. Please try again later.')).toBeVisible();

  await logIn(page);
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.goto(`${siteUrl}/`);
  const dialog = await writeFromFooter(page, 'visitor@example.org', 'Is anyone there?');
  await expect(dialog.getByText('Failed to send email. Please try again later.')).toBeVisible();

  await expect.poll(() => api.output()).toContain(`a page at ${siteUrl} called the API and the browser was told no: add it to CORS_ORIGINS to allow it`);
});

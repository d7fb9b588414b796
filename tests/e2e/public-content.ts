/**
 * Content for the public-page e2e tests, put in through the API as an admin would (so it passes
 * the same validation, re-encoding and storage), with real pictures made here by sharp.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_ADMIN, expect, test } from './fixtures';
import sharp from 'sharp';
import { pdfText } from '../../scripts/demo-content';
import { APP_RUNNING } from '../../src/domain/pageData';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A photo-like JPEG: a diagonal gradient with a label, `width` x `height`. */
export async function photo(label: string, hue: number, width = 1600, height = 1067): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,60%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 8)}" fill="white">${label}</text>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name: `${label.replace(/\W+/g, '-').toLowerCase()}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A PNG, for a second picture type. */
export async function png(label: string, hue: number, width = 900, height = 1200): Promise<UploadFile> {
  const file = await photo(label, hue, width, height);
  return { name: file.name.replace(/\.jpg$/, '.png'), mimeType: 'image/png', buffer: await sharp(file.buffer).png().toBuffer() };
}

/** The smallest MP4 the server's content sniffing accepts (an ftyp box). */
export function mp4(name = 'clip.mp4'): UploadFile {
  const ftyp = Buffer.from([
    0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00, 0x69, 0x73, 0x6f,
    0x6d, 0x6d, 0x70, 0x34, 0x31,
  ]);
  return { name, mimeType: 'video/mp4', buffer: ftyp };
}

/** A valid one-page PDF (the server checks a PDF's structure). */
export function pdf(name = 'notice.pdf'): UploadFile {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdfText('Notice', ['Saturday at 4 pm'])) };
}

/** Logs in as the e2e admin (worker-server.ts); returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const res = await request.post('/api/user/login', { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

type Multipart = Record<string, string | UploadFile | undefined>;

function multipartOf(fields: Multipart): Record<string, string | UploadFile> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | UploadFile] => entry[1] !== undefined));
}

/** A multipart call as the admin; fails the test on any non-2xx answer. Returns the JSON answer. */
export async function send<T>(request: APIRequestContext, method: 'POST' | 'PUT', url: string, fields: Multipart): Promise<T> {
  const headers = await adminAuth(request);
  const res = await request.fetch(url, { method, headers, multipart: multipartOf(fields) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Media with several files under one field name: Playwright's `multipart` option takes one value
 * per name, so this builds the body with FormData (repeated `media_files`, as a browser sends it).
 */
export async function createMedia(
  request: APIRequestContext,
  fields: { event_title: string; description?: string; media_files: UploadFile[] },
): Promise<{ ID: number; MediaFiles: string[] }> {
  const headers = await adminAuth(request);
  const form = new FormData();
  form.append('event_title', fields.event_title);
  if (fields.description !== undefined) form.append('description', fields.description);
  for (const file of fields.media_files) form.append('media_files', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const res = await request.post('/api/media/create', { headers, multipart: form });
  expect(res.ok(), `POST /api/media/create: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { ID: number; MediaFiles: string[] };
}

/** GET a public list and tell whether an item with this title field already exists (a retried worker). */
export async function exists(request: APIRequestContext, url: string, field: string, value: string): Promise<boolean> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Array<Record<string, unknown>>).some((item) => item[field] === value);
}

/**
 * The candidate of a srcset a browser picks for `needed` device pixels: the smallest at least that
 * wide, else the widest. Returns its URL.
 */
export function expectedCandidate(srcset: string, needed: number): string {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '0', 10) }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= needed) ?? candidates.at(-1)!).url;
}

/**
 * Starts recording layout shifts (call before page.goto), on a CPU slowed down 4 times as
 * Lighthouse's phone is: on a fast machine React's renders can all land in one frame and a shift
 * a phone would paint is never seen.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const w = window as unknown as { __shifts: Array<{ value: number; at: number; width: number; moved: string[] }> };
    w.__shifts = [];
    const name = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node ? `#${node.nodeName}` : '(removed)';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}> "${text}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
        w.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), width: innerWidth, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Fails when the shifts recorded so far add up to more than the site's budget (CLS 0.05, decision
 * 004), saying what moved, when and from where to where: an intermittent shift is then diagnosed
 * from the run that saw it.
 */
export async function expectLayoutShiftsWithinBudget(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; at: number; width: number; moved: string[] }> }).__shifts);
  const total = shifts.reduce((a, b) => a + b.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms, window ${s.width} px wide: ${s.moved.join('; ')}`).join('\n');
  expect(total, `layout shifts:\n${report}`).toBeLessThanOrEqual(0.05);
}

/** Scrolls to the bottom in steps, as a reader would, so lazy sections load on the way. */
export async function scrollThrough(page: Page): Promise<void> {
  // Once the page has drawn itself: a page built in the browser (a static host's) can still be
  // blank at 'networkidle' on a busy machine, too short to scroll, and its sections never show.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  for (let i = 0; i < 40; i += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.6));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
}

/**
 * A spec's content for this run, put in through the API by the spec's own beforeAll and deleted
 * after its tests: `tag` names it (the project and `kind`, so the desktop and phone runs do not
 * meet), `created` collects the IDs to DELETE at `deletePath(id)`. Call it before that beforeAll.
 */
export function contentForRun(kind: string, deletePath: (id: number) => string): { tag: string; created: number[] } {
  const run = { tag: '', created: [] as number[] };
  test.beforeAll(() => {
    run.tag = `${test.info().project.name} ${kind}`;
  });
  test.afterAll(async ({ request }) => {
    const headers = await adminAuth(request);
    for (const id of run.created) await request.delete(deletePath(id), { headers });
  });
  return run;
}

/** Nothing moves while `open` loads the page, nor while it is then scrolled through: CLS at most 0.05 (the target). */
export async function expectStillWhileLoadedAndScrolled(page: Page, open: () => Promise<unknown>): Promise<void> {
  await recordLayoutShifts(page);
  await open();
  await page.waitForLoadState('networkidle');
  await expectLayoutShiftsWithinBudget(page);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  await expectLayoutShiftsWithinBudget(page);
}

/** Writes to the association through the footer's form; returns its dialog, where the answer shows. */
export async function writeFromFooter(page: Page, from: string, message: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Email Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await dialog.getByLabel('Email').fill(from);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  return dialog;
}

/**
 * Opens a page through the header's menu (`link`, e.g. 'GALLERY') from `from`: the page then loads
 * its data in the browser, as after any navigation. A page opened by its URL comes with its data
 * in the HTML (decision 013), so a test of a failing load in the browser arrives this way.
 */
export async function openThroughMenu(page: Page, link: string, from = '/book'): Promise<void> {
  await page.goto(from, { waitUntil: 'networkidle' });
  // On a phone the links sit behind the menu button.
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
}

/**
 * Once the app has taken the page over (React's mark on the root) and its effects have run (its mark
 * on <html>, APP_RUNNING): a key pressed between the two was lost, its listener not yet there (the
 * search shortcut, once in a fresh-clone run, 2026-12-07). The app starts after the page's load event
 * and a frame (src/main.tsx), which on a busy machine can come after the network fell idle.
 */
export async function hydrated(page: Page) {
  await expect.poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await expect(page.locator('html')).toHaveAttribute(APP_RUNNING, '');
}

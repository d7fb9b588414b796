/**
 * The static Storybook (`npm run build-storybook`), served as a static host serves it, under a path of
 * its own as Chromatic and GitHub Pages do, and opened in Chromium as a designer opens it: the
 * Storybook page, then one entry after another chosen in it (issue 45). Every docs page, and
 * stories of a dozen titles, others each run (entries.ts; the seed is printed, STORYBOOK_SEED repeats
 * a run), and on a docs page that shows its stories in frames of their own, one of those frames, chosen the
 * same way: each renders without Storybook's error panel, an uncaught error, or a page that stops
 * answering.
 * Stories' own behaviour is tested by the story suites (vitest.config.ts); this is the artifact.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { expect, test as base, type Frame, type Page, type Route } from '@playwright/test';
import { ACTION_EVENT } from '../../.storybook/actionsInBrief';
import { entriesToOpen, frameToPlay, STORIES_PER_RUN, type Entry } from './entries';

const BUILT = process.env.STORYBOOK_STATIC_DIR ?? path.resolve(import.meta.dirname, '../../storybook-static');
/** Where the host serves it: not its root, where a Storybook that finds its files only at `/` works too. */
const SUB_PATH = '/review/tucasa/storybook/';
/** How long an entry may take to render (a story's play function included) on a busy machine. */
const RENDER_WITHIN = 30_000;
/** How long a page may keep its main thread busy before it counts as stopped: a frozen one never answers. */
const ANSWER_WITHIN = 10_000;

const index = JSON.parse(readFileSync(path.join(BUILT, 'index.json'), 'utf8')) as { entries: Record<string, Entry> };
// Chosen once by the runner (playwright.config.ts), whose workers list the same tests from it.
const seed = Number(process.env.STORYBOOK_SEED);
// STORYBOOK_ENTRIES=all opens all of them (10 minutes or so; not in npm test).
const ALL = process.env.STORYBOOK_ENTRIES === 'all';
const toOpen = ALL ? Object.values(index.entries) : entriesToOpen(Object.values(index.entries), seed);
console.log(`Static Storybook: ${toOpen.length} of ${Object.keys(index.entries).length} entries (every docs page, ${STORIES_PER_RUN} stories of as many titles), seed ${seed} (STORYBOOK_SEED=${seed} repeats it).`);

interface Opened {
  page: Page;
  /** What went wrong in the page since the last entry was chosen: uncaught errors. */
  errors: string[];
  /** The story whose own frame the docs page shown plays (ALL: every one); the other frames run nothing. */
  framePlayed: { id?: string };
}

const test = base.extend<object, { host: string; storybook: Opened }>({
  host: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const app = Fastify();
      await app.register(fastifyStatic, { root: BUILT, prefix: SUB_PATH });
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      await provide(`${address}${SUB_PATH}`);
      await app.close();
    },
    { scope: 'worker' },
  ],
  // The Storybook page, opened once per worker as a designer opens it; a test that fails (a frozen
  // page among them) ends its worker, and the next opens it anew.
  storybook: [
    async ({ browser, host }, provide) => {
      // A designer's full-HD screen: a story pinned to the phone's 375 x 667 fits whole in the
      // Storybook's canvas, above the addons' panel.
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const framePlayed: Opened['framePlayed'] = {};
      if (!ALL) await page.route(/\/iframe\.html\?/, (route) => ownFrame(route, page, framePlayed.id));
      // At an entry no test chooses (choosing the entry shown would render nothing, and no test would
      // hear that it rendered). The accessibility panel's automatic run is off: the story suites check
      // accessibility (its axe runs were 17 of this test's 211 CPU-seconds). The sidebar is hidden, as
      // a designer hides it to give a story the room: its 600 entries were re-rendered at every choice,
      // half of this test's processor time (the 70 stories of a run: 54 CPU-s against 108).
      const first = Object.values(index.entries).find((entry) => !toOpen.includes(entry)) ?? toOpen.at(-1)!;
      await page.goto(`${host}?path=/${first.type === 'docs' ? 'docs' : 'story'}/${first.id}&globals=a11y.manual:!true&nav=false`);
      // Once it has rendered there: the Storybook page may load its preview frame more than once as it
      // starts, and a test that began in the first would lose its page (seen on the first test of a run).
      // Twice an entry's bound: the page and its preview start here (past 30 s five times in a row at
      // load 32 on 2 cores, npm test beside other engineers' runs).
      await expect
        .poll(() => preview(page)?.evaluate(({ id }) => {
          const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender;
          const docsShown = !!document.querySelector('#storybook-docs')?.childElementCount;
          return render?.id === id && (['completed', 'afterEach', 'finished'].includes(render.phase ?? '') || docsShown);
        }, { id: first.id }).catch(() => false), { timeout: 2 * RENDER_WITHIN })
        .toBe(true);
      await provide({ page, errors, framePlayed });
      await page.close({ runBeforeUnload: false });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** The preview: the frame in which Storybook renders the entry chosen. */
const preview = (page: Page): Frame | undefined => page.frames().find((frame) => frame.parentFrame() === page.mainFrame() && /\/iframe\.html/.test(frame.url()))!;

/**
 * A docs page's story frame (an iframe.html within the preview) boots a preview of its own and plays
 * its story: the 7 pages of such frames took 3-4 CPU-s each, against 0.4 for another docs page, and
 * the frames went on loading into the next test. Every story is played in full by the story suites
 * (vitest.config.ts); here each frame but the one this run plays gets a page that runs nothing, the
 * docs page around it the same (the whole test 121 and 128 CPU-s against 135 and 133).
 */
async function ownFrame(route: Route, page: Page, played: string | undefined) {
  const request = route.request();
  let parent: Frame | null = null;
  try {
    parent = request.frame().parentFrame();
  } catch {
    // A request of no frame (a service worker's): not a docs page's frame.
  }
  const inPreview = request.isNavigationRequest() && parent !== null && parent !== page.mainFrame();
  if (!inPreview || new URL(request.url()).searchParams.get('id') === played) return route.fallback();
  return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>A story played in another run</title>' });
}

/** Resolves with what was asked of the page, or with `null` when its main thread has not answered in time. */
async function answer<T>(asked: Promise<T>, within = ANSWER_WITHIN): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), within)));
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * In the preview: asks for the entry, and resolves with Storybook's event that says its render is
 * over: a docs page rendered, a story finished (its play function included, failed or not), or the
 * preview's own word that it could not render it. Stories that a docs page shows in frames of their
 * own report to it too, each with its own id.
 */
function rendered({ id, viewMode }: { id: string; viewMode: string }): Promise<string> {
  type Listener = (this: { from: string }, detail: unknown) => void;
  interface Channel {
    sender: string;
    on(event: string, listener: Listener): void;
    off(event: string, listener: Listener): void;
    emit(event: string, args: object): void;
  }
  const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
  const ours: Record<string, (detail: unknown, from: string) => boolean> = {
    docsRendered: (detail) => detail === id,
    // Rendered and played; or, when the play function failed, finished without that.
    storyRendered: (detail) => detail === id,
    storyFinished: (detail) => (detail as { storyId?: string }).storyId === id,
    storyErrored: (_, from) => from === channel.sender,
    storyMissing: (_, from) => from === channel.sender,
  };
  return new Promise((resolve) => {
    const listeners = Object.entries(ours).map(([event, isOurs]) => {
      const listener: Listener = function (detail) {
        if (!isOurs(detail, this.from)) return;
        listeners.forEach((off) => off());
        resolve(event);
      };
      channel.on(event, listener);
      return () => channel.off(event, listener);
    });
    channel.emit('selectStory', { storyId: id, viewMode });
  });
}

/**
 * In a story's frame: whether its render is over, its play function included (the checks of its
 * accessibility that follow are the a11y panel's, not what this test looks at), or has failed.
 */
function storyOver(): boolean {
  const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__?.currentRender?.phase;
  return ['completed', 'afterEach', 'finished', 'aborted'].includes(phase ?? '') || document.body.classList.contains('sb-show-errordisplay');
}

for (const entry of toOpen) {
  test(`${entry.title} › ${entry.name} (${entry.type}) renders`, async ({ storybook: { page, errors, framePlayed } }) => {
    const frame = preview(page)!;
    framePlayed.id = entry.type === 'docs' ? frameToPlay(Object.values(index.entries), entry, seed) : undefined;
    // As a link between stories does (storybook's linkTo): the preview asks the Storybook page for the
    // entry, which selects it as a click in its sidebar does; the URL follows, and the preview renders it.
    const over = await answer(frame.evaluate(rendered, { id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story' }), RENDER_WITHIN);
    expect(over, `rendered, and the page answering, within ${RENDER_WITHIN / 1000} s`).not.toBeNull();
    const panel = over === 'docsRendered' || over === 'storyRendered' ? '' : await frame.locator('#error-message').textContent();
    expect({ over, panel }, "the entry rendered, with Storybook's error panel, if any").toEqual({ over: entry.type === 'docs' ? 'docsRendered' : 'storyRendered', panel: '' });
    // The stories a docs page shows in frames of their own (stories/support/docs.ts, ownFrame): each
    // names a story of this build, where the preview is; the one this run plays (ALL: each) is
    // scrolled to and played to its end.
    const elements = await frame.locator('#storybook-docs iframe').elementHandles();
    const framed = await Promise.all(elements.map(async (element) => new URL(await element.evaluate((iframe) => (iframe as HTMLIFrameElement).src))));
    const ids = framed.map((url) => url.searchParams.get('id') ?? '');
    expect(framed.map((url) => url.pathname), 'the story frames load the preview').toEqual(framed.map(() => new URL(frame.url()).pathname));
    expect(ids.filter((id) => index.entries[id]?.type !== 'story'), 'the story frames name stories of this build').toEqual([]);
    if (framed.length && !ALL) expect(ids, 'the story frames include the one this run plays').toContain(framePlayed.id);
    const shownIn = new Map<Frame, string>([[frame, 'the page']]);
    for (const [i, element] of elements.entries()) {
      if (!ALL && ids[i] !== framePlayed.id) continue;
      await element.scrollIntoViewIfNeeded();
      const child = await element.contentFrame();
      expect(child, `the frame of ${ids[i]}`).not.toBeNull();
      shownIn.set(child!, `its story frame of ${ids[i]}`);
    }
    for (const [shown, what] of shownIn) {
      if (shown !== frame) {
        await shown.waitForURL(/iframe\.html/);
        await shown.waitForFunction(storyOver, undefined, { timeout: RENDER_WITHIN });
      }
      const state = await answer(shown.evaluate(() => ({ classes: document.body.className, error: document.querySelector('#error-message')?.textContent ?? '' })));
      expect(state, `${what} answers within ${ANSWER_WITHIN / 1000} s`).not.toBeNull();
      expect(state!.error, `Storybook's error panel in ${what}`).toBe('');
      expect(state!.classes, what).toMatch(/sb-show-main/);
    }
    // Still answering a moment later, once the events it waits for have come (a docs page froze within
    // a second of its first selectionchange).
    await page.waitForTimeout(entry.type === 'docs' ? 1000 : 300);
    expect(await answer(frame.evaluate(() => document.body.innerText.length)), `the page answers within ${ANSWER_WITHIN / 1000} s`).not.toBeNull();
    await expect(page, 'the Storybook page shows where it is').toHaveURL(new RegExp(`path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}(&|$)`));
    expect(errors.splice(0), 'uncaught errors').toEqual([]);
  });
}

test("a spy's calls reach the Actions panel with their events in brief, not the page serialized", async ({ storybook: { page, errors } }) => {
  const frame = preview(page)!;
  // A story that types into a field whose onChange is a spy (stories/ui/TextArea.stories.tsx): one that
  // is not on show already, where choosing it would render nothing.
  const candidates = ['ui-form-textarea--default', 'ui-form-textarea--prefilled'];
  const id = candidates.find((candidate) => !toOpen.some((entry) => entry.id === candidate)) ?? candidates[0]!;
  await page.evaluate((event) => {
    const sent: string[] = [];
    (window as unknown as { actionsSent: string[] }).actionsSent = sent;
    window.addEventListener('message', ({ data }) => typeof data === 'string' && data.includes(event) && sent.push(data));
  }, ACTION_EVENT);
  expect(await answer(frame.evaluate(rendered, { id, viewMode: 'story' }), RENDER_WITHIN), 'the story played').toBe('storyRendered');
  const sent = await page.evaluate(() => (window as unknown as { actionsSent: string[] }).actionsSent);
  // Each key's record, as the preview sends it: a few hundred characters (with the event's target
  // serialized 15 levels deep it was React's tree of the page, and 170 ms of the preview per key).
  expect(sent.length, 'the calls the panel heard of').toBeGreaterThan(5);
  expect(sent.filter((data) => data.length > 2000).map((data) => `${data.length} characters: ${data.slice(0, 200)}…`)).toEqual([]);
  const calls = sent.map((data) => (JSON.parse(data) as { event: { args: { data: { name: string; args: unknown[] } }[] } }).event.args[0]!.data);
  expect(calls.at(-1), 'the last key, as the panel shows it').toEqual({
    name: 'onChange',
    args: [{ type: 'change', target: expect.stringMatching(/^textarea#/), value: await frame.locator('#storybook-root textarea').inputValue() }],
  });
  expect(errors.splice(0), 'uncaught errors').toEqual([]);
});

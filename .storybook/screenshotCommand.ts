/**
 * The stories' screenshot comparison (stories/visual.ts), as a Vitest browser command run in the
 * main process: Vitest's own `toMatchScreenshot` decodes the reference and each shot with pngjs, in
 * JavaScript, and that was most of the main process's work in the story run (a CPU profile of the
 * home page's stories: 3.3 s in pngjs and 3.3 s of garbage collection for 20 shots of up to
 * 1280 × 4000, about 330 ms a shot; issue 30). Here a shot whose bytes are those of a shot already
 * found to match its reference (verifiedShots.ts) passes without a decode, and the others are
 * decoded by sharp (libvips, native; 10 ms a picture against
 * pngjs's 29 on the same 150 references). What is compared, and how, is Vitest's: the frame's
 * <body> (shot by Chromium's quicker encoder: shootBody), the same comparison (@blazediff/core, the
 * pixelmatch options, no pixel allowed to differ: pictureCompare.ts), the same retries until two shots agree, the same update
 * modes. A reference written here is the browser's PNG as lossless WebP (decision 036), recorded with
 * the PNG's hash in verified-shots.json, so its next run passes on the bytes.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright';
import sharp from 'sharp';
import type { BrowserCommand } from 'vitest/node';
import '@vitest/browser-playwright';
import { shotFile } from '../stories/shotNames';
import { approvedPicture, SCREENSHOTS_DIR, VERIFIED_SHOTS_FILE } from './approvedPictures';
import { compare, decode, mismatchedPixels, type Picture } from './pictureCompare';
import { recordPlanned, recordShot, runDir, type ShotEntry } from './shotRun';
import { VerifiedShots } from './verifiedShots';

/** How long the shots may take to agree with the reference or with each other (Vitest's timeout). */
const TIMEOUT_MS = 20_000;

export interface ScreenshotResult {
  pass: boolean;
  message: string;
}

/** A picture's file name on this platform: the approved one (WebP), or what a run writes beside it (PNG). */
const fileName = (name: string, suffix = '', extension: 'png' | 'webp' = 'png') => shotFile(name, os.platform(), suffix, extension);


const write = async (file: string, bytes: Buffer | Uint8Array) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
};

/** One for the run: the command runs in Vitest's main process, for every tab. */
let verifiedShots: VerifiedShots | undefined;
/** Each tab's last shot, and its name: what `matchWiderCanvas` compares the same story in a wider frame with. */
const lastShots = new WeakMap<Page, { name: string; shot: Buffer }>();

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const session = (page: Page) => {
  let cdp = sessions.get(page);
  if (!cdp) sessions.set(page, (cdp = page.context().newCDPSession(page)));
  return cdp;
};

/** What a story covers with a plain box (its `screenshotMask`): Playwright's mask, as its `mask` option draws it. */
const MASK_COLOR = '#ff00ff';
const MASK_ATTRIBUTE = 'data-story-mask';

/**
 * The test frame's <body> as a PNG, shot by Chromium itself (DevTools' Page.captureScreenshot) with
 * `optimizeForSpeed`: a quicker PNG encoder, the same pixels (Playwright's `screenshot()` has no
 * such option; on a 1280 × 4000 page a shot took 145 and 183 ms instead of 272 and 382, two runs of
 * ten shots, its file 550 kB instead of 360). What Playwright's element shot did besides is done by the stories' setup (animations and
 * transitions stopped, no caret: .storybook/vitest.visual.setup.ts) or here: the mask's boxes.
 */
async function shootBody(page: Page, body: Locator, mask: Locator | null): Promise<Buffer> {
  if (mask) {
    await mask.evaluateAll(
      (elements, { color, attribute }) => {
        for (const element of elements) {
          for (const rect of Array.from(element.getClientRects())) {
            const box = element.ownerDocument.createElement('div');
            box.setAttribute(attribute, '');
            Object.assign(box.style, { position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, width: `${rect.width}px`, height: `${rect.height}px`, background: color, zIndex: '2147483647', pointerEvents: 'none' });
            element.ownerDocument.body.append(box);
          }
        }
      },
      { color: MASK_COLOR, attribute: MASK_ATTRIBUTE },
    );
  }
  try {
    const box = await body.boundingBox({ timeout: TIMEOUT_MS });
    if (!box) throw new Error('The story frame has no <body> on screen to shoot.');
    // Whole pixels around the box, as Playwright's element shot takes.
    const [x, y] = [Math.floor(box.x), Math.floor(box.y)];
    const clip = { x, y, width: Math.ceil(box.x + box.width) - x, height: Math.ceil(box.y + box.height) - y, scale: 1 };
    const cdp = await session(page);
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, captureBeyondViewport: false, clip });
    return Buffer.from(data, 'base64');
  } finally {
    if (mask) await body.evaluate((element, attribute) => element.querySelectorAll(`[${attribute}]`).forEach((box) => box.remove()), MASK_ATTRIBUTE);
  }
}

/**
 * `matchStoryScreenshot(name, mask, story)`: the test frame's <body>, shot and compared with
 * stories/__screenshots__/visual.test.tsx/<name>-chromium-<platform>.webp; `mask`, a CSS selector of
 * what is covered with a plain box (the story's `screenshotMask`); `story`, the story's ID. Each
 * verdict goes into the run's record (shotRun.ts), for the review.
 */
export const matchStoryScreenshot: BrowserCommand<[name: string, mask: string | null, story: string]> = async (context, name, mask, story) => {
  const attachments = runDir(context.project.config.attachmentsDir);
  const result = await compareStoryScreenshot(context, name, mask);
  const file = (written: string | undefined) => written && path.relative(attachments, written);
  await recordShot(attachments, { name, story, status: result.status, actual: file(result.actual), diff: file(result.diff), message: result.message || undefined });
  return { pass: result.pass, message: result.message };
};

type Verdict = ScreenshotResult & { status: ShotEntry['status']; actual?: string; diff?: string };

async function compareStoryScreenshot(context: Parameters<BrowserCommand<[]>>[0], name: string, mask: string | null): Promise<Verdict> {
  const root = context.project.config.root;
  const referencePath = path.join(root, SCREENSHOTS_DIR, fileName(name, '', 'webp'));
  const attachments = runDir(context.project.config.attachmentsDir);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const known = (verifiedShots ??= new VerifiedShots(path.join(root, VERIFIED_SHOTS_FILE)));
  const body = context.iframe.locator('body');
  const shoot = () => shootBody(context.page, body, mask ? context.iframe.locator(mask) : null);

  const referenceBytes = await readFile(referencePath).catch(() => null);
  /** A pass, and the shot remembered as matching the reference where this run may write. */
  const matched = (shot: Buffer): Verdict => {
    if (referenceBytes && update !== 'none') known.record(name, referenceBytes, shot);
    return PASSED;
  };
  /** The reference written from this shot, and the shot remembered as matching it: the next run passes on its bytes. */
  const approve = async (shot: Buffer) => {
    const approved = await approvedPicture(shot);
    await write(referencePath, approved);
    known.record(name, approved, shot);
  };
  const deadline = performance.now() + TIMEOUT_MS;
  let shot = await shoot();
  lastShots.set(context.page, { name, shot });
  if (referenceBytes && known.has(name, referenceBytes, shot)) return PASSED;
  const reference = referenceBytes && (await decode(referenceBytes));
  let picture = await decode(shot);
  if (reference && compare(reference, picture, false).pass) return matched(shot);
  // Not the reference (or none): shots until two agree, so that what is judged has stopped moving.
  for (;;) {
    if (performance.now() > deadline) return { pass: false, status: 'failed', message: `Could not capture a stable screenshot within ${TIMEOUT_MS}ms.` };
    const next = await shoot();
    const nextPicture = await decode(next);
    const stable = compare(picture, nextPicture, false).pass;
    shot = next;
    picture = nextPicture;
    lastShots.set(context.page, { name, shot });
    if (stable) break;
  }
  if (!reference || update === 'all') {
    if (update === 'all') {
      await approve(shot);
      return PASSED;
    }
    // The shot kept for the review in every case: a new picture written into place is still one to look at.
    const written = path.join(attachments, fileName(name, '-actual'));
    await write(written, shot);
    if (update === 'new') {
      await approve(shot);
      return { pass: false, status: 'new', actual: written, message: `No existing reference screenshot found; a new one was created (${referencePath}). Review it before running tests again.` };
    }
    return { pass: false, status: 'new', actual: written, message: `No existing reference screenshot found (the shot: ${written}).` };
  }
  const verdict = compare(reference, picture, true);
  if (verdict.pass) return matched(shot);
  const actualPath = path.join(attachments, fileName(name, '-actual'));
  const diffPath = path.join(attachments, fileName(name, '-diff'));
  await write(actualPath, shot);
  if (verdict.diff) await write(diffPath, await sharp(verdict.diff, { raw: { width: picture.width, height: picture.height, channels: 4 } }).png().toBuffer());
  return {
    pass: false,
    status: 'changed',
    actual: actualPath,
    diff: verdict.diff && diffPath,
    message: `Screenshot does not match the stored reference (${referencePath}): ${verdict.message} Actual: ${actualPath}${verdict.diff ? `; diff: ${diffPath}` : ''}.`,
  };
}

const PASSED: Verdict = { pass: true, status: 'passed', message: '' };

/** A picture cut to what is drawn on its background (the colour of its bottom right pixel); null when nothing is. */
function drawn(picture: Picture): { cut: Picture; background: number } | null {
  const { data, width, height } = picture;
  const pixel = (x: number, y: number) => data.readUInt32LE((y * width + x) * 4);
  const background = pixel(width - 1, height - 1);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixel(x, y) === background) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  const cut = { width: right - left + 1, height: bottom - top + 1 };
  const out = Buffer.alloc(cut.width * cut.height * 4);
  for (let y = 0; y < cut.height; y++) data.copy(out, y * cut.width * 4, ((top + y) * width + left) * 4, ((top + y) * width + right + 1) * 4);
  return { cut: { data: out, ...cut }, background };
}

/**
 * `matchWiderCanvas(name, mask)`: the story this tab just shot as `name` (a story shot at one width,
 * `screenshot: 'one-width'`), now in a wider frame, must be the same picture on a wider canvas: what
 * is drawn on the background, cut to its box, the same pixels (to the comparison's colour threshold:
 * not one pixel apart). Nothing is stored: the story's one approved picture is its narrow one.
 */
export const matchWiderCanvas: BrowserCommand<[name: string, mask: string | null, story: string]> = async (context, name, mask, story): Promise<ScreenshotResult> => {
  const narrow = lastShots.get(context.page);
  if (narrow?.name !== name) return { pass: false, message: `${name} was not shot in this tab before its frame was widened.` };
  const wide = await shootBody(context.page, context.iframe.locator('body'), mask ? context.iframe.locator(mask) : null);
  const [before, after] = [drawn(await decode(narrow.shot)), drawn(await decode(wide))];
  // The same drawing on another background is another picture.
  const same =
    before && after
      ? before.background === after.background && before.cut.width === after.cut.width && before.cut.height === after.cut.height && mismatchedPixels(before.cut, after.cut) === 0
      : before === after;
  if (same) return { pass: true, message: '' };
  const attachments = runDir(context.project.config.attachmentsDir);
  const widePath = path.join(attachments, fileName(name, '-wider'));
  await write(widePath, wide);
  const message = `${name} is not the same picture on a wider canvas (${widePath}): its look depends on the width, so shoot it at every width (remove its \`screenshot: 'one-width'\`).`;
  // Not a picture to accept: the story's code must change. The review lists it with its shot.
  await recordShot(attachments, { name: `${name} (wider)`, story, status: 'failed', actual: path.basename(widePath), message });
  return { pass: false, message };
};

/** `recordPlannedShots(names)`: every picture the stories plan, for the review's orphans (shotRun.ts). */
export const recordPlannedShots: BrowserCommand<[names: string[]]> = async (context, names) => {
  await recordPlanned(runDir(context.project.config.attachmentsDir), names);
};

/** `listStoryScreenshots()`: the approved pictures' files, and the names the record of verified shots holds. */
export const listStoryScreenshots: BrowserCommand<[]> = async (context): Promise<{ files: string[]; verified: string[]; platform: string }> => {
  const root = context.project.config.root;
  const files = await readdir(path.join(root, SCREENSHOTS_DIR));
  const verified = Object.keys(JSON.parse(await readFile(path.join(root, VERIFIED_SHOTS_FILE), 'utf8').catch(() => '{}')) as Record<string, unknown>);
  return { files, verified, platform: os.platform() };
};

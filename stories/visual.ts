/**
 * Screenshot regression for every story in stories/: each story is rendered (loaders, decorators
 * and play function included) at 375 px wide, then the same page widened to 1280 px (the story not
 * played again: decision 037), and the page at each width is compared with the
 * committed baseline in stories/__screenshots__/visual.test.tsx/ (whichever of the stories/visual*
 * test files shoots it: the stories are dealt out to four files, so that Vitest's two workers share
 * them; vitest.config.ts keeps every picture in that one folder).
 *
 *   npx vitest run --project=visual            compare (CI=true: a missing baseline fails)
 *   npm run test:update-screenshots            rewrite baselines (vitest run --update)
 *
 * Each play ends with the story's axe check, at 375 px (the a11y addon, .storybook/vitest.visual.setup.ts).
 * A story opts out of the pictures with `parameters: { screenshot: false }` (e.g. a timer that leaves
 * nothing on screen): it then runs once, in Storybook's test frame, for its play function and axe check.
 * A story that pins a viewport (`globals: { viewport: { value: 'tablet' } }`) is shot at that width only.
 * A story whose look does not depend on the width (`screenshot: 'one-width'`: a button, a closed
 * dialog's trigger) has one picture, at 375 px; the same test then widens the frame to 1280 px and
 * fails unless what is drawn there is the same picture on a wider canvas (matchWiderCanvas).
 * stories/visual-orphans.test.tsx fails on a picture no story is compared with.
 */
import { composeStories, composeStory } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ScreenshotResult } from '../.storybook/screenshotCommand';
import type { ProjectParameters } from '../.storybook/preview';
import { SCREENSHOT_VIEWPORTS, VIEWPORTS, viewportSize, type ViewportName } from '../.storybook/viewports';
import { fileKey } from './shotNames';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** .storybook/screenshotCommand.ts */
    matchStoryScreenshot: (name: string, mask: string | null, story: string) => Promise<ScreenshotResult>;
    matchWiderCanvas: (name: string, mask: string | null, story: string) => Promise<ScreenshotResult>;
    listStoryScreenshots: () => Promise<{ files: string[]; verified: string[]; platform: string }>;
    recordPlannedShots: (names: string[]) => Promise<void>;
  }
}

export type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const MAX_HEIGHT = 4000;
/** The frame @storybook/addon-vitest plays every story in (the `storybook` project). */
const DEFAULT_FRAME: [number, number] = [1200, 900];

/**
 * Waits (at most 3 s) for the previews of files picked in the story (blob: pictures, which have no
 * reserved size) to load. One that loaded after the page was measured (64 px, on a busy machine) left
 * the page taller than the frame; the shot was then taken scrolled, its sticky header and toast 64 px down.
 * Other pictures are not waited for: some stories show them loading, on purpose.
 */
async function previewsLoaded() {
  const deadline = performance.now() + 3000;
  const loading = () => Array.from(document.images).some((img) => img.src.startsWith('blob:') && !img.complete);
  while (loading() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

const viewportWidthHeight = (viewport: ViewportName): [number, number] => {
  const { width, height } = viewportSize(viewport);
  return [width, height];
};

function isViewportName(value: unknown): value is ViewportName {
  return typeof value === 'string' && value in VIEWPORTS;
}

/**
 * A suite a story file (keyed by its path from stories/, as import.meta.glob gives it there): each
 * story played, checked by axe and compared with its pictures, named by that path or, for a story
 * file moved into its kind's folder, its old one (SHOT_NAMES, stories/shotNames.ts).
 */
export function screenshotStories(modules: Record<string, StoryModule>) {
  for (const [path, mod] of Object.entries(modules)) screenshotStoryFile(path, mod);
}

/** What the screenshot run does with a story: its pictures' names and widths, or none. */
interface StoryPlan {
  exportName: string;
  Story: ComposedStory;
  /** The widths it is shot at, each with its picture's name; empty for a story out of the pictures. */
  shots: { viewport: ViewportName; width: number; name: string }[];
  /** Shot at the narrowest width only, and shown to look the same in the widest frame (`screenshot: 'one-width'`). */
  oneWidth: boolean;
}

function planStoryFile(path: string, mod: StoryModule): StoryPlan[] {
  const stories = composeStories(mod) as Record<string, ComposedStory>;
  return Object.entries(stories).map(([exportName, Story]) => {
    const { screenshot } = Story.parameters as ProjectParameters;
    const pinned = (Story.globals.viewport as { value?: unknown } | undefined)?.value;
    const oneWidth = screenshot === 'one-width' && !isViewportName(pinned);
    const viewports = screenshot === false ? [] : isViewportName(pinned) ? [pinned] : oneWidth ? SCREENSHOT_VIEWPORTS.slice(0, 1) : SCREENSHOT_VIEWPORTS;
    const shots = viewports.map((viewport) => {
      const { width } = viewportSize(viewport);
      return { viewport, width, name: `${fileKey(path)}--${exportName}-${width}` };
    });
    return { exportName, Story, shots, oneWidth };
  });
}

/** The name of every picture the stories of these files are compared with (stories/visual-orphans.test.tsx). */
export function plannedShots(modules: Record<string, StoryModule>): string[] {
  return Object.entries(modules).flatMap(([path, mod]) => planStoryFile(path, mod).flatMap((plan) => plan.shots.map((shot) => shot.name)));
}

/** Plays the story at a width and shoots it: the page's full height, from its top. */
async function playAndShoot(Story: ComposedStory, width: number, height: number, name: string, mask: string | null) {
  await page.viewport(width, height);
  await Story.run();
  return shootPage(width, height, () => commands.matchStoryScreenshot(name, mask, Story.id));
}

async function shootPage(width: number, height: number, shoot: () => Promise<ScreenshotResult>) {
  await document.fonts.ready;
  await previewsLoaded();
  // The test iframe only paints what fits in it: grow it to the page's full height, so
  // content below the fold is compared too (MAX_HEIGHT matches the browser window in vitest.config.ts).
  const fullHeight = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight);
  if (fullHeight > height) await page.viewport(width, fullHeight);
  // Sticky headers and fixed toasts are drawn where the page is scrolled to.
  window.scrollTo(0, 0);
  return shoot();
}

function screenshotStoryFile(path: string, mod: StoryModule) {
  describe(fileKey(path), () => {
    for (const { exportName, Story, shots, oneWidth } of planStoryFile(path, mod)) {
      const mask = (Story.parameters as ProjectParameters).screenshotMask ?? null;
      const pinned = (Story.globals.viewport as { value?: unknown } | undefined)?.value;
      // Opted out of the pictures: its play function and axe check still run, once, at the width it
      // pins or in the frame Storybook's test run gives every story (1200 × 900).
      if (shots.length === 0) {
        test(`${exportName} (no screenshot)`, async () => {
          await page.viewport(...(isViewportName(pinned) ? viewportWidthHeight(pinned) : DEFAULT_FRAME));
          await Story.run();
        });
        continue;
      }
      if (oneWidth) {
        // Its one picture, at the narrowest width; then the same story, not played again, in the widest
        // frame: the same picture on a wider canvas, or the test says to shoot it at every width.
        const { viewport, width, name } = shots[0]!;
        const widest = viewportWidthHeight(SCREENSHOT_VIEWPORTS[SCREENSHOT_VIEWPORTS.length - 1]!);
        test(`${exportName} @${width}px (the same at ${widest[0]}px)`, async () => {
          const narrow = await playAndShoot(Story, width, viewportSize(viewport).height, name, mask);
          expect(narrow.pass, narrow.message).toBe(true);
          await page.viewport(...widest);
          const wide = await shootPage(...widest, () => commands.matchWiderCanvas(name, mask, Story.id));
          expect(wide.pass, wide.message).toBe(true);
        });
        continue;
      }
      // Played once, at the narrowest width (a phone's, where most visitors are), shot there and
      // then in each wider frame: the story's state after its play, laid out at that width.
      const [first, ...wider] = shots;
      test(`${exportName} ${shots.map((shot) => `@${shot.width}px`).join(' ')}`, async () => {
        const results = [await playAndShoot(Story, first!.width, viewportSize(first!.viewport).height, first!.name, mask)];
        for (const { viewport, width, name } of wider) {
          const height = viewportSize(viewport).height;
          await page.viewport(width, height);
          results.push(await shootPage(width, height, () => commands.matchStoryScreenshot(name, mask, Story.id)));
        }
        // Each width shot before any is judged: an update run writes every picture that changed.
        for (const result of results) expect(result.pass, result.message).toBe(true);
      });
    }
  });
}

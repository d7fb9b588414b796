/** An entry of the static Storybook's index.json: a story or a docs page. */
export interface Entry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  /** The CSF or MDX file it comes from. */
  importPath: string;
  /** A docs page's: the CSF files whose stories an MDX page shows. */
  storiesImports?: string[];
  /** Storybook's: a story without `autodocs` is left out of its docs page. */
  tags?: string[];
}

/** A number in [0, 1) from `seed` and `text`, the same for the same pair (FNV-1a, then a multiply). */
function pick(seed: number, text: string): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0) / 2 ** 32;
}

/** How many stories the static Storybook test opens in their own view, each of another title. */
export const STORIES_PER_RUN = 12;

/**
 * What the static Storybook test opens: every docs page (each renders its file's stories inline, in
 * the static build), and STORIES_PER_RUN stories in the story view, each of another title, chosen by
 * `seed` (so that every title is opened over a few runs, and a failing run can be repeated). What a
 * story itself does is the story suites' (vitest.config.ts), every story every run; here what the
 * build might break for all of them: its files, its paths, its preview.
 */
export function entriesToOpen(entries: Entry[], seed: number): Entry[] {
  const byTitle = new Map<string, Entry[]>();
  for (const entry of entries.filter((e) => e.type === 'story')) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  const titles = [...byTitle.keys()].sort((a, b) => pick(seed, a) - pick(seed, b)).slice(0, STORIES_PER_RUN);
  const stories = titles.map((title) => byTitle.get(title)!).map((ofTitle) => ofTitle[Math.floor(pick(seed, `${ofTitle[0]!.title} story`) * ofTitle.length)]!);
  return [...entries.filter((entry) => entry.type === 'docs'), ...stories];
}

/**
 * The story a docs page plays in a frame of its own in this run, when it shows its stories in frames
 * of their own (stories/support/docs.ts, ownFrame): one of those the page shows (of its CSF file, or
 * of those its MDX imports, but for the stories tagged `!autodocs`), chosen by `seed` as the stories
 * of each title are.
 */
export function frameToPlay(entries: Entry[], docs: Entry, seed: number): string | undefined {
  const files = new Set([docs.importPath, ...(docs.storiesImports ?? [])]);
  const shown = entries.filter((entry) => entry.type === 'story' && files.has(entry.importPath) && entry.tags?.includes('autodocs'));
  return shown[Math.floor(pick(seed, `${docs.id} frame`) * shown.length)]?.id;
}

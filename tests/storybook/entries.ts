/** An entry of the static Storybook's index.json: a story or a docs page. */
export interface Entry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** A number in [0, 1) from `seed` and `text`, the same for the same pair (FNV-1a, then a multiply). */
function pick(seed: number, text: string): number {
  let hash = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0) / 2 ** 32;
}

/**
 * What the static Storybook test opens: every docs page, and one story of each title, chosen by
 * `seed` (so that every story is opened over a few runs, and a failing run can be repeated).
 */
export function entriesToOpen(entries: Entry[], seed: number): Entry[] {
  const byTitle = new Map<string, Entry[]>();
  for (const entry of entries.filter((e) => e.type === 'story')) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry]);
  const stories = [...byTitle.values()].map((ofTitle) => ofTitle[Math.floor(pick(seed, ofTitle[0]!.title) * ofTitle.length)]!);
  return [...entries.filter((entry) => entry.type === 'docs'), ...stories];
}

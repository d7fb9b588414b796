// Reads a V8 CPU profile (node --cpu-prof) and tells where the time went: self time by package (or
// by file of ours) and by function, the part of it that is idle left out.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), node's own (node:…), or our file relative to the root. */
function placeOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  const ours = /\/(server|src|dist-server|dist-ssr|scripts)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

export interface ProfileSummary {
  busyMs: number;
  totalMs: number;
  places: Array<[string, number]>;
  functions: Array<[string, number]>;
}

export function summarize(file: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += ms;
    const place = functionName === '(garbage collector)' ? '(garbage collector)' : placeOf(url);
    places.set(place, (places.get(place) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { busyMs: busy, totalMs: (profile.endTime - profile.startTime) / 1000, places: sorted(places), functions: sorted(functions) };
}

export function profileMarkdown(s: ProfileSummary): string {
  const pct = (ms: number) => `${((100 * ms) / s.busyMs).toFixed(1)} %`;
  return [
    `CPU busy ${(s.busyMs / 1000).toFixed(1)} s of ${(s.totalMs / 1000).toFixed(1)} s profiled. Self time by place:`,
    '',
    '| place | share of busy time |',
    '|---|---:|',
    ...s.places.map(([p, ms]) => `| ${p} | ${pct(ms)} |`),
    '',
    'Heaviest functions (self time):',
    '',
    '| function | share |',
    '|---|---:|',
    ...s.functions.map(([f, ms]) => `| \`${f.replace(/\|/g, '\\|')}\` | ${pct(ms)} |`),
  ].join('\n');
}

// `npx tsx scripts/bench-profile.ts FILE.cpuprofile`: the summary of one profile.
if (process.argv[1]?.endsWith('bench-profile.ts') && process.argv[2]) console.log(profileMarkdown(summarize(process.argv[2])));

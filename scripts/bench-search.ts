// `npm run bench:search`: the search rule (src/domain/search, decision 035) over 10,000 public items
// of English and Kiswahili words: how long the index takes to make (after any write, on the first
// search that follows) and how long a query takes, over a set of queries of every sort (a word, a
// plural, a Kiswahili class change, two words, a prefix as typed, a typo), several rounds. The index
// and the rule are the same whatever the database: the engine only reads the rows it is made from.
//   BENCH_ITEMS (default 10000), BENCH_ROUNDS (default 5)
import { writeSection, loadAverage } from './bench-report.js';
import { SearchIndex, type SearchDocument } from '../src/domain/search/searchIndex.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const ENGLISH = 'annual summit registration campus choir festival prayer week meeting students university mission fair seminar worship youth leaders book year reading plan chapter gallery pictures night praise delegates evening committee friday health music sabbath service outreach'.split(' ');
const SWAHILI = 'kitabu vitabu mkutano mikutano kiongozi viongozi mwanafunzi wanafunzi chakula vyakula kijana vijana mafunzo kusoma maombi ibada kwaya tamasha chuo vyuo mwaka miaka siku wiki jioni sabato huduma afya muziki ujumbe'.split(' ');

/** A repeatable stream of numbers, so every run searches the same items. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

function items(): SearchDocument[] {
  const next = random(48);
  const pick = (words: string[], n: number) => Array.from({ length: n }, () => words[Math.floor(next() * words.length)]!).join(' ');
  const kinds = ['announcement', 'album', 'calendarEvent', 'summitEdition'];
  return Array.from({ length: ITEMS }, (_, i) => {
    const language = next() < 0.4 ? 'sw' : 'en';
    const words = language === 'sw' ? SWAHILI : ENGLISH;
    const kind = kinds[i % kinds.length]!;
    return {
      kind,
      id: i + 1,
      title: `${pick(words, 3 + Math.floor(next() * 5))} ${2000 + (i % 27)}`,
      text: `${pick(words, 20 + Math.floor(next() * 60))}. Item ${i + 1}, name${i} place${i % 500}.`,
      language,
      date: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString(),
      path: `/${kind}/${i + 1}`,
    };
  });
}

const QUERIES = ['summit', 'summits', 'kitabu', 'vitabu', 'mikutano', 'wanafunzi', 'choir festival', 'prayer week 2024', 'summ', 'kita', 'registraton', 'festivl', 'kiongozi mwaka', 'name4242', 'place17', 'zanzibar'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

const documents = items();
const builds: number[] = [];
const heaps: number[] = [];
const times: number[] = [];
let index: SearchIndex | null = null;
for (let round = 0; round < ROUNDS; round++) {
  index = null;
  globalThis.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  index = new SearchIndex(documents);
  builds.push(performance.now() - started);
  heaps.push((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20);
  for (const query of QUERIES) {
    for (const language of ['en', 'sw'] as const) {
      const t = performance.now();
      index.search(query, { language, limit: 20 });
      times.push(performance.now() - t);
    }
  }
}
times.sort((a, b) => a - b);
builds.sort((a, b) => a - b);
const found = QUERIES.map((query) => `\`${query}\` ${index!.search(query, { language: 'en', limit: 20 }).total}`).join(', ');

const markdown = `## Search (\`npm run bench:search\`)

The search rule (decision 035) over ${ITEMS.toLocaleString('en')} items of English and Kiswahili words,
${ROUNDS} rounds; each round makes the index again (as the first search after a write does) and runs
${QUERIES.length} queries in both page languages. Load average as it ended: ${loadAverage()}.

| | min | median | p95 | max |
|---|---|---|---|---|
| making the index (ms) | ${ms(builds[0]!)} | ${ms(percentile(builds, 50))} | ${ms(percentile(builds, 95))} | ${ms(builds[builds.length - 1]!)} |
| a query (ms), ${times.length} | ${ms(times[0]!)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1]!)} |

Heap the index holds: ${ms(Math.min(...heaps))}–${ms(Math.max(...heaps))} MB${globalThis.gc ? '' : ' (without --expose-gc: rough)'}. Items found: ${found}.
`;
console.log(markdown);
writeSection('search', markdown);

// What `npm run kinds` (scripts/kinds-report.ts) counts, for the report and for
// tests/unit/kinds.test.ts, which holds each moved kind to its four folders: which files are a kind's
// own (its folders, else its names), which shared files name it, and its imports of another kind's
// files. It reads the tree and runs nothing; how a file is counted is the report's header.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface Kind {
  /** Its folder's name: the product's own, plural. */
  readonly kind: string;
  /** Every name it goes by in file names and identifiers, lower case, as camelCase and snake_case split. */
  readonly names: readonly string[];
  /** Names that say the kind in a file's name only: in code they mean more (any upload's videos). */
  readonly fileNames?: readonly string[];
  /** Identifiers that hold one of the names but mean something else (a DOM event, an HTTP POST). */
  readonly generic?: readonly string[];
  /** What names it in code whatever the identifiers: its stored types in quotes, its API paths. */
  readonly literals: readonly RegExp[];
}

/** The kinds, and every name each goes by today. */
export const KINDS: readonly Kind[] = [
  {
    kind: 'announcements',
    names: ['announcement', 'announcements', 'post', 'posts'],
    generic: ['post', 'POST', 'postMessage'],
    literals: [/\/api\/posts\b/, /['"`]announcement['"`]/],
  },
  {
    kind: 'albums',
    names: ['album', 'albums', 'gallery', 'media'],
    fileNames: ['video', 'videos'],
    generic: ['matchMedia', 'MediaViewer', 'MediaViewerProps', 'mediaViewer', 'MediaRecorder', 'mediaSrc', 'CSSMediaRule', 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    literals: [/\/api\/media\b/, /['"`]media['"`]/],
  },
  {
    kind: 'events',
    // 'event' alone is any DOM event in code: the calendar's own identifiers say 'calendar' or these.
    names: ['calendar', 'calendars'],
    fileNames: ['event', 'events'],
    literals: [/\/api\/annual-calendars\b/, /['"`]event['"`]/, /\b(total_events|EventTitle|EventDate|EventCard|AdminEvent)\b/],
  },
  {
    kind: 'leaders',
    names: ['leader', 'leaders', 'chaplaincy', 'chaplency', 'chaplain', 'chaplains'],
    literals: [/\/api\/chaplaincy-leaders\b/, /['"`]leader['"`]/],
  },
  { kind: 'books', names: ['book', 'books'], literals: [/\/api\/annual-books\b/, /['"`]book['"`]/] },
  { kind: 'summits', names: ['summit', 'summits'], literals: [/\/api\/summits\b/, /['"`]summit['"`]/] },
  {
    kind: 'messages',
    // 'message' alone is any error's or event's in code.
    names: ['contact', 'inbox'],
    fileNames: ['message', 'messages'],
    literals: [/\/api\/messages\b/, /\/api\/v1\.0\/email\b/, /\b(total_messages|unread_messages|MessageCard|MessagesPage|countMessages|listMessages|markMessageRead|deleteMessage|sendMessage)\b/],
  },
  { kind: 'settings', names: ['settings', 'hero'], literals: [/\/api\/settings\b/, /['"`]settings['"`]/] },
  {
    kind: 'accounts',
    names: ['account', 'accounts', 'invite', 'admins'],
    literals: [/\/api\/accounts\b/, /\/api\/account-links\b/, /['"`]account['"`]/],
  },
];

/** Where the project's code, stories and tests are; what is built, installed or stored is not read. */
const ROOTS = ['src', 'server', 'shared', 'stories', 'tests', 'scripts', '.storybook'];
const SKIPPED_FOLDERS = new Set(['node_modules', '__screenshots__']);
const CODE = /\.(ts|tsx|js|mjs)$/;

/** Files that are no kind's, whatever their names say. */
const NO_KIND: readonly RegExp[] = [
  /^src\/ui\//, // the design system knows no product
  /^stories\/ui\//,
  /^server\/db\/migrations\//, // one file per migration, by the order they run in
  /^shared\/api-schema\.d\.ts$/, // generated from openapi.yaml
  /\.gen\.ts$/,
  /^scripts\/kinds-(report|tally)\.ts$/, // this report, which names every kind
];

/** Shared files whatever their names say, counted as naming the kinds they name. */
const SHARED: readonly RegExp[] = [
  // The catalogues of words, each language's whole: a kind's words among them until they move to
  // its texts.ts (decision 033: a catalogue is src/domain's, which imports no kind).
  /^src\/domain\/texts\//,
  // The login's service: it reads the accounts' table (admins), as the frame's login does.
  /^server\/auth\//,
];

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(file);
    return entry.isFile() ? [file] : [];
  });
}

/** An identifier or a file name in lower-case pieces: 'RecentPosts' -> recent, posts; 'calendar_events' -> calendar, events. */
const pieces = (word: string): string[] =>
  word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((piece) => piece.toLowerCase());

const byName = (name: string): Kind | undefined => KINDS.find((k) => pieces(name).some((piece) => k.names.includes(piece) || k.fileNames?.includes(piece)));

/** The kind whose file `file` is; undefined for a shared one. */
export function kindOf(file: string): Kind | undefined {
  if (NO_KIND.some((re) => re.test(file)) || SHARED.some((re) => re.test(file))) return undefined;
  const parts = file.split('/');
  const folder = /^(src|server)\/features\/([^/]+)\//.exec(file)?.[2] ?? (['stories', 'tests'].includes(parts[0]!) ? parts[1] : undefined);
  const own = KINDS.find((k) => k.kind === folder);
  if (own) return own;
  const base = parts.at(-1)!.replace(/\..*$/, '');
  return byName(base) ?? parts.slice(0, -1).reverse().map(byName).find(Boolean);
}

/** The code without its comments: a '//' in a URL ('https://') and a '/*' in a glob ('**' + '/*.ts') stay. */
const withoutComments = (text: string) => text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');

function namesKind(code: string, identifiers: ReadonlySet<string>, k: Kind): boolean {
  if (k.literals.some((re) => re.test(code))) return true;
  for (const id of identifiers) if (!k.generic?.includes(id) && pieces(id).some((piece) => k.names.includes(piece))) return true;
  return false;
}

/** The files of the tree that `specifier`, imported by `from`, names; undefined for a package's. */
function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  let target: string;
  if (specifier.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else if (specifier.startsWith('@/')) target = `src/${specifier.slice(2)}`;
  else return undefined;
  const stem = target.replace(/\.(js|mjs)$/, '');
  return [target, ...['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].map((ext) => stem + ext)].find((f) => files.has(f));
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

export interface Tally {
  own: string[];
  naming: string[];
  /** 'src/features/albums/rules.ts -> src/features/events/rules.ts (events)' */
  reaches: string[];
}

/**
 * Each kind's own files, the shared files naming it and its imports of another kind's files. With
 * `naming: false` the shared files are not read (their names, and the kinds' own files, are).
 */
export function tallyKinds({ naming = true } = {}): Map<Kind, Tally> {
  const all = ROOTS.flatMap(filesUnder).sort();
  const fileSet = new Set(all);
  const tally = new Map<Kind, Tally>(KINDS.map((k) => [k, { own: [], naming: [], reaches: [] }]));

  for (const file of all) {
    const kind = kindOf(file);
    if (kind) tally.get(kind)!.own.push(file);
    if (!CODE.test(file) || NO_KIND.some((re) => re.test(file)) || (!kind && !naming)) continue;
    const code = withoutComments(readFileSync(path.join(root, file), 'utf8'));
    if (kind) {
      for (const [, specifier] of code.matchAll(IMPORT)) {
        const target = resolveImport(file, specifier!, fileSet);
        const other = target && kindOf(target);
        if (other && other !== kind) tally.get(kind)!.reaches.push(`${file} -> ${target} (${other.kind})`);
      }
      continue;
    }
    const identifiers = new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []);
    for (const k of KINDS) if (namesKind(code, identifiers, k)) tally.get(k)!.naming.push(file);
  }
  return tally;
}

/** The folder a file counts in: a kind's own folder with all below it, else the file's own folder. */
export function folderOf(file: string): string {
  const own = /^(src\/features|server\/features|stories|tests)\/([^/]+)\//.exec(file);
  return own && KINDS.some((k) => k.kind === own[2]) ? `${own[1]}/${own[2]}` : path.posix.dirname(file);
}

export const folderCount = (files: readonly string[]) => new Set(files.map(folderOf)).size;

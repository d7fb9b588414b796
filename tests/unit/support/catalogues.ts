import { SERVER_TEXTS } from '../../../src/domain/serverTexts';
import { PUBLIC_PAGES_TEXTS } from '../../../src/domain/texts/publicPagesTexts';
import { PUBLIC_TEXTS } from '../../../src/domain/texts/publicTexts';
import { UI_TEXTS } from '../../../src/domain/texts/uiTexts';
import { SWAHILI } from '../../../src/domain/texts/sw/index';
import { SWAHILI_PAGES } from '../../../src/domain/texts/sw/pages';
import { ADMIN_CATALOGUE, type AdminCatalogue } from '../../../src/domain/texts/adminCatalogue';
import { ADMIN_CATALOGUE_SW } from '../../../src/domain/texts/sw/admin/index';
import { SERVER_TEXTS_SW } from '../../../src/domain/texts/sw/admin/serverErrors';

/** Every text of a catalogue, by its path ('home.readMore'); a function's under its path with '()'. */
export function leaves(catalogue: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof catalogue === 'string' || typeof catalogue === 'function') return [[prefix, catalogue]];
  if (catalogue === null || typeof catalogue !== 'object') return [];
  return Object.entries(catalogue).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The public site's catalogues in both languages, paired by name. */
export const PUBLIC_CATALOGUES = [
  { name: 'publicTexts', en: PUBLIC_TEXTS, sw: SWAHILI.public },
  { name: 'publicPagesTexts', en: PUBLIC_PAGES_TEXTS, sw: SWAHILI_PAGES.pages },
  { name: 'uiTexts', en: UI_TEXTS, sw: SWAHILI.ui },
] as const;

/** The back-office's catalogue in both languages, paired by part ('admin.account', 'admin.errors'...). */
export const ADMIN_CATALOGUES = [
  ...(Object.keys(ADMIN_CATALOGUE) as Array<keyof AdminCatalogue>)
    .filter((key) => key !== 'serverErrors')
    .map((key) => ({ name: `admin.${key}`, en: ADMIN_CATALOGUE[key], sw: ADMIN_CATALOGUE_SW[key] })),
  // English shows the server's own words (null): the Swahili ones pair with them. Its sentences for
  // each status have no English twin (tests/unit/server-texts.test.ts).
  { name: 'admin.serverErrors.known', en: SERVER_TEXTS, sw: SERVER_TEXTS_SW },
];

/** Every plain text of the English public catalogues (not the functions, whose words wrap a name). */
export function englishCatalogueTexts(): Set<string> {
  return new Set(PUBLIC_CATALOGUES.flatMap(({ en }) => leaves(en).flatMap(([, value]) => (typeof value === 'string' ? [value] : []))));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

/**
 * What a reader of a served page meets in its root: each text between tags, and each name a screen
 * reader or a missing picture gives (aria-label, alt, title), trimmed, entities read.
 */
export function siteTexts(html: string): string[] {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script', start);
  const root = html.slice(start, end < 0 ? undefined : end);
  const between = [...root.matchAll(/>([^<]+)</g)].map((m) => m[1]!);
  const named = [...root.matchAll(/\s(?:aria-label|alt|title)="([^"]*)"/g)].map((m) => m[1]!);
  return [...between, ...named].map((text) => decode(text).trim()).filter(Boolean);
}

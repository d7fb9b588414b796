/**
 * Search without a connection (issue 48): the service worker (src/sw/worker.ts) answers a search the
 * server cannot, from the pages saved on the device (decision 030), by the same rule the server
 * searches with (searchIndex.ts). In the app, as the API's answer with `offline` set; on a search
 * page loaded offline, as a page of its own, with no script, like the offline page. Plain functions,
 * so the rules are tested without a worker.
 */
import { localeOfPath, localizedPath, pathWithoutLocale, type Locale } from '../locale';
import { OFFLINE_TEXTS, offlinePageStyle, pageTitleOf, escapeHtml, langOf } from '../offline';
import { SearchIndex, type SearchAnswer, type SearchDocument, type Segment } from './searchIndex';

/** What the offline answer is: the server's, plus how many pages the device has saved. */
export interface OfflineSearchAnswer extends SearchAnswer {
  offline: { saved: number };
}

/** The kind of every result of an offline answer: a saved page (openapi.yaml, SearchResult.kind). */
export const SAVED_PAGE_KIND = 'page';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML's character references read back (`&amp;` `&#39;` `&#x2014;`); an unknown one left as written. */
function readEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of a page's HTML as read: scripts, styles and tags out, entities read back, spaces collapsed. */
export function textOfHtml(html: string): string {
  return readEntities(html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A page's own heading, as link previews read it (`og:title`, without the site's name the <title> adds); else its <title>. */
function headingOf(html: string): string {
  const og = /<meta\s+property="og:title"\s+content="([^"]*)"/i.exec(html)?.[1];
  return og !== undefined ? readEntities(og).trim() : pageTitleOf(html);
}

/** A saved page (its address, its HTML) as search reads it: its title, the text of its <main>, its language. */
export function savedPageDocument(url: string, html: string, id: number): SearchDocument {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  return {
    kind: SAVED_PAGE_KIND,
    id,
    title: headingOf(html),
    text: textOfHtml(main),
    language: langOf(html),
    date: null,
    path: pathWithoutLocale(new URL(url).pathname),
  };
}

/**
 * The saved pages holding `query`, by the server's rule. A page saved in both languages is read in
 * `language` only (the same page twice would be two results).
 */
export function searchSavedPages(pages: ReadonlyArray<{ url: string; html: string }>, query: string, language: Locale, limit: number): OfflineSearchAnswer {
  const documents = pages.map((page, i) => savedPageDocument(page.url, page.html, i));
  const inLanguage = new Set(documents.filter((doc) => doc.language === language).map((doc) => doc.path));
  const read = documents.filter((doc) => doc.language === language || !inLanguage.has(doc.path));
  return { ...new SearchIndex(read).search(query, { language, limit }), offline: { saved: pages.length } };
}

const marked = (segments: readonly Segment[]) => segments.map((segment) => (segment.match ? `<mark>${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text))).join('');

/**
 * A search page asked for while offline (`/search?q=…`, `/sw/search?q=…`): says so, and lists the
 * saved pages that hold the query (`answer`, of the pages at `savedUrls`), each a link to its saved
 * copy, with a form to search them again.
 * In the language of the address; nothing of it runs.
 */
export function offlineSearchPageHtml(requested: string, query: string, answer: OfflineSearchAnswer, savedUrls: readonly string[]): string {
  const url = new URL(requested);
  const locale = localeOfPath(url.pathname);
  const texts = OFFLINE_TEXTS[locale].search;
  const q = query.trim();
  const results = answer.results
    .map((hit) => {
      // The copy saved, in whichever language it was saved in (a result's id is its place in savedUrls).
      const saved = savedUrls[hit.id];
      const href = saved ? new URL(saved).pathname : localizedPath(locale, hit.path);
      const snippet = hit.snippet.length ? `<br><small>${marked(hit.snippet)}</small>` : '';
      const lang = hit.language === locale ? '' : ` lang="${hit.language}"`;
      return `<li${lang}><a href="${escapeHtml(href)}">${marked(hit.title) || escapeHtml(href)}</a>${snippet}</li>`;
    })
    .join('');
  const found = !q ? '' : answer.total === 0 ? `<p role="status">${escapeHtml(texts.none(q))}</p>` : `<p role="status">${escapeHtml(texts.count(answer.total, q))}</p><ol aria-label="${escapeHtml(texts.results)}">${results}</ol>`;
  const form = `<form method="get" action="${escapeHtml(url.pathname)}" role="search"><label for="q">${escapeHtml(texts.label)}</label> <input id="q" name="q" type="search" value="${escapeHtml(q)}"> <button type="submit">${escapeHtml(texts.button)}</button></form>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0b1120"><title>${escapeHtml(OFFLINE_TEXTS[locale].title)}</title><style>${offlinePageStyle}mark{background:#fde68a;color:#111827}input,button{font:inherit}</style></head><body><main><h1>${escapeHtml(OFFLINE_TEXTS[locale].title)}</h1><p>${escapeHtml(texts.saved(answer.offline.saved))}</p>${form}${found}<p><a href="${escapeHtml(requested)}">${escapeHtml(OFFLINE_TEXTS[locale].tryAgain)}</a> · <a href="${escapeHtml(localizedPath(locale, '/'))}">${escapeHtml(OFFLINE_TEXTS[locale].home)}</a></p></main></body></html>`;
}

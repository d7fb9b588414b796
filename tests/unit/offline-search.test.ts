import { describe, expect, it } from 'vitest';
import { offlineSearchPageHtml, savedPageDocument, searchSavedPages, textOfHtml } from '../../src/domain/search/offlineSearch';

// Search without a connection (issue 48): the service worker searches the pages saved on the device
// by the server's rule (src/domain/search/offlineSearch.ts).

/** A saved page as the server renders one: its head's titles, a header, the page in <main>, its data for the app. */
const savedPage = (lang: 'en' | 'sw', heading: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading} – TUCASA</title><meta property="og:title" content="${heading}"></head>` +
  `<body><div id="root"><header><nav><a href="/gallery">GALLERY</a></nav></header><main id="main-content"><h1>${heading}</h1>${body}</main></div>` +
  `<script type="application/json" id="initial-data">{"secret":"in the app's data only"}</script></body></html>`;

const PAGES = [
  { url: 'https://tucasa.example/announcements/12', html: savedPage('en', 'Annual Summit &amp; Choir', '<p>Delegates from every campus register for the summit.</p>') },
  { url: 'https://tucasa.example/sw/book', html: savedPage('sw', 'Kitabu cha Mwaka', '<p>Soma sura moja kila siku.</p>') },
  { url: 'https://tucasa.example/gallery/4', html: savedPage('en', 'Choir Night', '<p>Photos of the choir night in Dodoma.</p>') },
  { url: 'https://tucasa.example/sw/gallery/4', html: savedPage('sw', 'Usiku wa Kwaya', '<p>Picha za usiku wa kwaya mjini Dodoma.</p>') },
];

describe('a saved page, as search reads it', () => {
  it('is its heading (without the site name), the text of its <main> (no script, no header) and its language, at its English path', () => {
    const doc = savedPageDocument(PAGES[1]!.url, PAGES[1]!.html, 1);
    expect(doc).toEqual({ kind: 'page', id: 1, title: 'Kitabu cha Mwaka', text: 'Kitabu cha Mwaka Soma sura moja kila siku.', language: 'sw', date: null, path: '/book' });
    expect(savedPageDocument(PAGES[0]!.url, PAGES[0]!.html, 0).title).toBe('Annual Summit & Choir');
  });

  it('reads text as text: tags and scripts out, references read back', () => {
    expect(textOfHtml('<p>Tea &amp; <b>bread</b>&#33; &#x2014; &nbsp;ok</p><script>alert("x")</script><style>p{}</style>')).toBe('Tea & bread ! — ok');
    expect(textOfHtml('&bogus; &#0; &#99999999;')).toBe('&bogus;');
  });
});

describe('the saved pages searched', () => {
  it('finds by the server\'s rule: a Kiswahili plural finds its singular, an English plural its stem', () => {
    const books = searchSavedPages(PAGES, 'vitabu', 'sw', 20);
    expect(books.results.map((hit) => hit.path)).toEqual(['/book']);
    expect(books.results[0]!.title).toEqual([{ text: 'Kitabu', match: true }, { text: ' cha Mwaka' }]);
    expect(searchSavedPages(PAGES, 'summits', 'en', 20).results.map((hit) => hit.path)).toEqual(['/announcements/12']);
    expect(searchSavedPages(PAGES, 'zanzibar', 'en', 20)).toEqual({ results: [], total: 0, offline: { saved: 4 } });
  });

  it('reads a page saved in both languages once, in the language asked for', () => {
    expect(searchSavedPages(PAGES, 'dodoma', 'sw', 20).results.map((hit) => [hit.path, hit.language])).toEqual([['/gallery/4', 'sw']]);
    expect(searchSavedPages(PAGES, 'dodoma', 'en', 20).results.map((hit) => [hit.path, hit.language])).toEqual([['/gallery/4', 'en']]);
  });

  it('says how many pages the device has saved, and finds nothing of the app\'s data or the header', () => {
    const answer = searchSavedPages(PAGES, 'secret', 'en', 20);
    expect(answer).toEqual({ results: [], total: 0, offline: { saved: 4 } });
    expect(searchSavedPages(PAGES, 'gallery', 'en', 20).total).toBe(0);
  });
});

describe('the search page offline', () => {
  const urls = PAGES.map((page) => page.url);

  it('says it searched the saved pages, lists those found as links to their saved copies, and offers the form again', () => {
    const html = offlineSearchPageHtml('https://tucasa.example/sw/search?q=kitabu', 'kitabu', searchSavedPages(PAGES, 'kitabu', 'sw', 20), urls);
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<h1>Uko nje ya mtandao</h1><p>Inatafuta kwenye kurasa 4 zilizohifadhiwa kwenye kifaa hiki.</p>');
    expect(html).toContain('<form method="get" action="/sw/search" role="search">');
    expect(html).toContain('value="kitabu"');
    expect(html).toContain('<p role="status">Ukurasa 1 uliohifadhiwa una “kitabu”</p><ol aria-label="Matokeo"><li><a href="/sw/book"><mark>Kitabu</mark> cha Mwaka</a>');
    // The English page's link to a page saved only in Kiswahili leads to that copy.
    const english = offlineSearchPageHtml('https://tucasa.example/search?q=kitabu', 'kitabu', searchSavedPages(PAGES, 'kitabu', 'en', 20), urls);
    expect(english).toContain('<li lang="sw"><a href="/sw/book">');
    expect(english).toContain('<a href="/">Home</a>');
  });

  it('writes what was typed as text, whatever it holds', () => {
    const query = '"><script>alert(1)</script>';
    const html = offlineSearchPageHtml(`https://tucasa.example/search?q=${encodeURIComponent(query)}`, query, searchSavedPages(PAGES, query, 'en', 20), urls);
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('No saved page holds “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;”.');
  });

  it('with no query, offers the form alone', () => {
    const html = offlineSearchPageHtml('https://tucasa.example/search', '', searchSavedPages(PAGES, '', 'en', 20), urls);
    expect(html).toContain('Searching the 4 pages saved on this device.');
    expect(html).not.toContain('role="status"');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShareable, offlinePageHtml, pageTitleOf, savedDate, withSavedLine } from '../../src/domain/offline';
import { SAVED_COPY_ID, WENT_ONLINE } from '../../src/domain/savedCopy';

describe('what the service worker may keep', () => {
  it('keeps a success the server marks public, nothing private, unstored or failed', () => {
    expect(isShareable(200, 'public, max-age=60, stale-while-revalidate=86400')).toBe(true);
    expect(isShareable(200, 'Public,Max-Age=60')).toBe(true);
    expect(isShareable(200, 'private, no-store')).toBe(false);
    expect(isShareable(200, 'public, no-store')).toBe(false);
    expect(isShareable(200, 'no-cache')).toBe(false);
    expect(isShareable(200, null)).toBe(false);
    expect(isShareable(304, 'public, max-age=60')).toBe(false);
    expect(isShareable(503, 'public, max-age=60')).toBe(false);
    // A directive's name, not a word inside another's value.
    expect(isShareable(200, 'no-cache="x-public"')).toBe(false);
  });
});

describe('a saved page', () => {
  const page = '<!doctype html><html lang="en"><head><title>Summit &amp; Choir &#39;26 – TUCASA</title></head><body class="x"><div id="root"><h1>Hi</h1></div></body></html>';

  it('is listed by its title, entities read back', () => {
    expect(pageTitleOf(page)).toBe("Summit & Choir '26 – TUCASA");
    expect(pageTitleOf('<html><body>no title</body></html>')).toBe('');
  });

  it('says at its top, outside the app\'s root, that it is the copy saved on its date, with a link to try again', () => {
    const shown = withSavedLine(page, '2026-11-29T18:14:00.000Z', { offline: true, timeZone: 'Africa/Dar_es_Salaam' });
    expect(shown).toContain(`<body class="x"><p id="${SAVED_COPY_ID}" role="status"`);
    expect(shown).toContain('You are offline — this is the copy saved on 29 November 2026 at 21:14');
    expect(shown.indexOf(SAVED_COPY_ID)).toBeLessThan(shown.indexOf('<div id="root">'));
    expect(shown).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(withSavedLine(page, '2026-11-29T18:14:00.000Z', { offline: false, timeZone: 'Africa/Dar_es_Salaam' })).toContain('The connection is slow — this is the copy saved on');
  });

  it('says it in Swahili on a Swahili page', () => {
    const swahili = page.replace('lang="en"', 'lang="sw"');
    const shown = withSavedLine(swahili, '2026-11-29T18:14:00.000Z', { offline: true, timeZone: 'Africa/Dar_es_Salaam' });
    expect(shown).toContain(`Uko nje ya mtandao — hii ni nakala iliyohifadhiwa tarehe ${savedDate('2026-11-29T18:14:00.000Z', 'sw', 'Africa/Dar_es_Salaam')}`);
    expect(shown).toContain('Jaribu tena');
  });

  it('keeps an unreadable date as it was stored', () => {
    expect(savedDate('not a date', 'en')).toBe('not a date');
  });
});

describe('the offline page', () => {
  const saved = [
    { url: 'https://tucasa.example/', title: 'Home – TUCASA', savedAt: '2026-11-28T10:00:00.000Z' },
    { url: 'https://tucasa.example/announcements/7', title: '<script>alert(1)</script>', savedAt: '2026-11-29T10:00:00.000Z' },
  ];

  it("is in the language of the address asked for, lists the saved pages newest first, and writes their titles as text", () => {
    const english = offlinePageHtml('https://tucasa.example/book', saved, 'UTC');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>You are offline</h1>');
    expect(english.indexOf('/announcements/7')).toBeLessThan(english.indexOf('Home – TUCASA'));
    expect(english).not.toContain('<script>');
    expect(english).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(english).toContain('href="https://tucasa.example/book">Try again');

    const swahili = offlinePageHtml('https://tucasa.example/sw/calendar', saved, 'UTC');
    expect(swahili).toContain('<html lang="sw">');
    expect(swahili).toContain('<h1>Uko nje ya mtandao</h1>');
    expect(swahili).toContain('href="/sw/">Mwanzo');
  });

  it('says so when nothing is saved yet', () => {
    expect(offlinePageHtml('https://tucasa.example/gallery', [])).toContain('No page has been saved yet.');
  });
});

describe('the page’s early mark of a connection back (index.html)', () => {
  it('sets the window property the app reads (WENT_ONLINE), which index.html spells out by hand', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`addEventListener('online', function () { window.${WENT_ONLINE} = true; });`);
  });
});

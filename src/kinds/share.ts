/**
 * The address behind the Subscribe link: a pure rule, so the pages build no URL by hand and the
 * tests pin the encoding. (Share's WhatsApp link is the design system's: src/ui/share.)
 */

import { paths } from './paths';

// A host as window.location.host gives it: a name or an address, with a port perhaps.
const HOST = /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The calendar feed as a calendar app subscribes to it: webcal:// makes the phone or computer
 * offer its calendar app, which then fetches the feed again on its own. Without a host (the
 * server's render, before the browser is known) the plain feed path, which downloads the file.
 */
export function calendarSubscribeUrl(host: string | null | undefined, feed: string = paths.calendarFeed): string {
  const name = host?.trim() ?? '';
  return HOST.test(name) ? `webcal://${name}${feed}` : feed;
}

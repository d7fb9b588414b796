/**
 * The addresses behind the Share and Subscribe links: pure rules, so the pages build no URL by
 * hand and the tests pin the encoding.
 */

import { paths } from './paths';

/** WhatsApp's share link: it opens the app (or WhatsApp Web) with the text typed in, ready to send. */
const WHATSAPP_SHARE = 'https://wa.me/?text=';

/** 'Share on WhatsApp': the title and the URL as one message, the URL last so WhatsApp previews it. */
export function whatsAppShareUrl(title: string, url: string): string {
  const message = [title.trim(), url.trim()].filter(Boolean).join(' ');
  return `${WHATSAPP_SHARE}${encodeURIComponent(message)}`;
}

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

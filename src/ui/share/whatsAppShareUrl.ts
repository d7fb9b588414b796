/** WhatsApp's share link: it opens the app (or WhatsApp Web) with the text typed in, ready to send. */
const WHATSAPP_SHARE = 'https://wa.me/?text=';

/** 'Share on WhatsApp': the title and the URL as one message, the URL last so WhatsApp previews it. */
export function whatsAppShareUrl(title: string, url: string): string {
  const message = [title.trim(), url.trim()].filter(Boolean).join(' ');
  return `${WHATSAPP_SHARE}${encodeURIComponent(message)}`;
}

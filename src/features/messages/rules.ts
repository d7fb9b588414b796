/**
 * The admin inbox of contact messages (our addition: the specification only sends them by e-mail).
 */
import { isValidEmail } from '../../domain/validation';
import { ADMIN_TEXTS } from '../../domain/texts/adminTexts';

export interface InboxMessage {
  id: number;
  created_at?: unknown;
  read?: boolean;
}

function time(value: unknown): number {
  const t = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/** Newest first by created_at; equal or unreadable dates by id, highest (latest stored) first. */
export function newestMessagesFirst<T extends InboxMessage>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id - a.id);
}

export function unreadCount(messages: readonly InboxMessage[]): number {
  return messages.filter((m) => !m.read).length;
}

/** The line under the inbox's heading: '3 messages, 2 unread'; null when there are none. */
export function inboxSummary(
  messages: readonly InboxMessage[],
  summary: (total: number, unread: number) => string = ADMIN_TEXTS.messages.summary,
): string | null {
  if (messages.length === 0) return null;
  return summary(messages.length, unreadCount(messages));
}

/**
 * 'mailto:' link for a sender, or null when the text is not an address the API accepts (so no
 * '?cc=' or other mailto parameters can ride along).
 */
export function mailtoHref(address: string): string | null {
  const value = address.trim();
  return isValidEmail(value) ? `mailto:${value}` : null;
}


/**
 * The server's own words that people read in the screens (the login, the accounts, the password
 * forms), shared with the screens so that a Swahili one can say them in Swahili (issue 31). The API
 * answers in English, as the specification writes it; the screens translate what they show.
 */

import { withDetail } from './messages';

export const SERVER_TEXTS = {
  wrongLogin: 'Invalid email or password.',
  busy: 'The server is busy. Please try again in a few seconds.',
  tooManyLogins: 'Too many logins on this site right now. Please try again in a minute.',
  tokenMissing: 'Authentication token is missing. Please log in.',
  sessionExpired: 'Your session has expired or is invalid. Please log in.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  ownersOnly: 'Only an owner can do this.',
  lastOwner: 'The last active owner cannot be demoted or deactivated. Make another account an owner first.',
  emailTaken: 'An account with this e-mail already exists.',
  wrongCurrent: 'Your current password is not right.',
  reactivateFirst: 'This account is deactivated: reactivate it first.',
  tooCommon: 'This password is too common: choose another.',
  settingsUpdated: 'Settings updated successfully',
  passwordChanged: 'Your password has been changed. Your other sessions are logged out.',
} as const;

export type ServerTextKey = keyof typeof SERVER_TEXTS;

/** How a screen in another language than the API's says what a call answered. */
export interface ServerErrorWords {
  /** Each of SERVER_TEXTS in this language. */
  known: Readonly<Record<ServerTextKey, string>>;
  /** What an answer of this status means, said instead of the server's words for it. */
  byStatus: Readonly<Record<401 | 403 | 404 | 413 | 415 | 429 | 500 | 502 | 503 | 504, string>>;
  /** Any other refusal (a check of a field, a conflict): the server's words, quoted, after the screen's own text. */
  quoted: (server: string) => string;
}

const KNOWN = /* @__PURE__ */ new Map(Object.entries(SERVER_TEXTS).map(([key, text]) => [text as string, key as ServerTextKey]));

/** A text the server sent (a success's message), in `words`' language when it is one of SERVER_TEXTS. */
export function serverSaid(text: string, words?: ServerErrorWords | null): string {
  const key = words && KNOWN.get(text);
  return key ? words.known[key] : text;
}

/**
 * What a screen in `words`' language shows for a failed call: the server's text when it is one of
 * SERVER_TEXTS, else what its status means, else `own` with the server's text quoted; `own` alone
 * when no answer came. Without `words` (English), the server's text as the specification wants it.
 */
export function serverErrorText(answer: { status: number; text: string | null }, own: string, words?: ServerErrorWords | null): string {
  if (!words) return answer.text ?? own;
  if (answer.text !== null && KNOWN.has(answer.text)) return serverSaid(answer.text, words);
  const meaning = (words.byStatus as Readonly<Record<number, string>>)[answer.status];
  if (meaning) return meaning;
  return answer.text !== null && answer.status >= 400 ? withDetail(own, words.quoted(answer.text)).trim() : own;
}

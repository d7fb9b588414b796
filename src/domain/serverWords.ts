/**
 * How a screen in another language than the API's says what a call answered (issue 31): the server
 * answers in English (the specification's words, domain/serverTexts.ts); a Swahili screen passes its
 * words. Apart from SERVER_TEXTS, so that the English pages' code never holds those texts.
 */

export interface ServerErrorWords {
  /**
   * One of SERVER_TEXTS in this language, by the English text ('' for any other): kept with the
   * words, so that SERVER_TEXTS stays out of the English pages' code.
   */
  said: (text: string) => string;
  /** What an answer of this status means, said instead of the server's words for it. */
  byStatus: Readonly<Record<401 | 403 | 404 | 413 | 415 | 429 | 500 | 502 | 503 | 504, string>>;
  /** Any other refusal (a check of a field, a conflict): the server's words, quoted, after the screen's own text. */
  quoted: (server: string) => string;
}

/** A text the server sent (a success's message), in `words`' language when it is one of SERVER_TEXTS. */
export function serverSaid(text: string, words?: ServerErrorWords | null): string {
  return words?.said(text) || text;
}

/**
 * What a screen in `words`' language shows for a failed call: the server's text when it is one of
 * SERVER_TEXTS, else what its status means, else `own` with the server's text quoted; `own` alone
 * when no answer came. Without `words` (English), the server's text as the specification wants it.
 */
export function serverErrorText(answer: { status: number; text: string | null }, own: string, words?: ServerErrorWords | null): string {
  if (!words) return answer.text ?? own;
  const known = answer.text === null ? '' : words.said(answer.text);
  if (known) return known;
  const meaning = (words.byStatus as Readonly<Record<number, string>>)[answer.status];
  if (meaning) return meaning;
  // Joined here rather than with notices.ts withDetail: importing that module put the back-office's
  // messages into every public page's first load (2 KB gzip).
  return answer.text !== null && answer.status >= 400 ? `${own} ${words.quoted(answer.text)}`.trim() : own;
}

import { normalizeCalendarEvent, type NormalizedCalendarEvent } from '../rules';
import { textLanguage, type Locale } from '../../../domain/locale';

/** An event as the admin screen keeps it: normalised, plus the date exactly as the API sent it. */
export interface AdminEvent extends NormalizedCalendarEvent {
  /**
   * The sent date, for the card: normalising turns an unparseable date into null, yet the card
   * must read 'Invalid Date' for it and 'No Date' only when there is none (spec section 2).
   */
  sentDate: unknown;
  /** The language its name and description are written in; the API leaves it out for English. */
  language: Locale;
}

export function adminEvent(raw: unknown): AdminEvent {
  const record = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  // The spellings normalizeCalendarEvent reads, in its order.
  const sentDate = record.date ?? record.Date ?? record.EventDate ?? null;
  return { ...normalizeCalendarEvent(raw), sentDate, language: textLanguage(record.language) };
}

/**
 * The back-office's one format of an instant: publishing times, the activity log, kept backups.
 * Apart from dates.ts, which the public pages' main chunk carries: a module's exports stay in its
 * chunk whichever chunk uses them, so this one there would be on every public first load.
 */

import { INTL_LOCALES, TANZANIA_TIME_ZONE, type Locale } from './locale';

// English as in Britain (day before month, 24-hour clock), as Tanzania writes it; Swahili through sw-TZ.
const shown: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: TANZANIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
  sw: new Intl.DateTimeFormat(INTL_LOCALES.sw, { timeZone: TANZANIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
};

/**
 * An instant as an admin reads it, in Dar es Salaam whatever the device says: '1 Dec 2026, 09:00'
 * ('1 Des 2026, 09:00' in Swahili).
 */
export function formatAdminTime(iso: string, locale: Locale = 'en'): string {
  return shown[locale].format(Date.parse(iso));
}

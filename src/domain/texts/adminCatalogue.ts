/**
 * Everything the back-office writes, in one object (issue 31): its screens' texts, the spec's
 * errors, successes and empty states, the form checks' messages and the design system's words. The
 * admin screens read it through useAdminTexts() (src/admin/texts.tsx), in the language of the
 * account; the Swahili one (texts/sw/admin) has this type, so a key missing there fails the type check.
 */

import { CALENDAR_TEXTS } from './checksTexts';
import { EMPTY, ERRORS, PAGE_TEXTS, SUCCESS } from '../notices';
import { SUMMIT_TEXTS } from './checksTexts';
import type { ServerErrorWords } from '../serverWords';
import { VALIDATION_TEXTS } from '../validation';
import { ACCOUNT_TEXTS } from './accountTexts';
import { ACTIVITY_TEXTS } from './activityTexts';
import { ADMIN_TEXTS } from './adminTexts';
import { BACKUP_TEXTS } from './backupTexts';
import { FOCAL_POINT_TEXTS } from './focalPointTexts';
import { UI_TEXTS, type Widen } from './uiTexts';

export const ADMIN_CATALOGUE = {
  admin: ADMIN_TEXTS,
  account: ACCOUNT_TEXTS,
  activity: ACTIVITY_TEXTS,
  backup: BACKUP_TEXTS,
  focalPoint: FOCAL_POINT_TEXTS,
  success: SUCCESS,
  errors: ERRORS,
  empty: EMPTY,
  page: PAGE_TEXTS,
  validation: VALIDATION_TEXTS,
  calendar: CALENDAR_TEXTS,
  summit: SUMMIT_TEXTS,
  leaderFormError: 'Please fill in all required fields',
  ui: UI_TEXTS,
  /** How a failed call's answer is said: null in English, where the server's own words are shown (spec section 8). */
  serverErrors: null as ServerErrorWords | null,
} as const;

/** What a translation of the back-office provides: the same keys, any strings. */
export type AdminCatalogue = Widen<typeof ADMIN_CATALOGUE>;

/**
 * Everything the back-office writes, in Swahili (issue 31): ADMIN_CATALOGUE's translation, of its
 * type, so a key missing here fails the type check. The design system's words are the public site's
 * (UI_TEXTS_SW), and the texts the public pages show too are their Swahili ones. Terms:
 * docs/glossary.md.
 */

import type { AdminCatalogue } from '../../adminCatalogue';
import { UI_TEXTS_SW } from '../uiTexts';
import { ACCOUNT_TEXTS_SW } from './accountTexts';
import { ACTIVITY_TEXTS_SW } from './activityTexts';
import { ADMIN_TEXTS_SW } from './adminTexts';
import { BACKUP_TEXTS_SW } from './backupTexts';
import { CALENDAR_TEXTS_SW, FOCAL_POINT_TEXTS_SW, LEADER_FORM_ERROR_SW, SUMMIT_TEXTS_SW, VALIDATION_TEXTS_SW } from './checksTexts';
import { EMPTY_SW, ERRORS_SW, PAGE_TEXTS_SW, SUCCESS_SW } from './noticesTexts';
import { SERVER_ERRORS_SW } from './serverErrors';

export const ADMIN_CATALOGUE_SW: AdminCatalogue = {
  admin: ADMIN_TEXTS_SW,
  account: ACCOUNT_TEXTS_SW,
  activity: ACTIVITY_TEXTS_SW,
  backup: BACKUP_TEXTS_SW,
  focalPoint: FOCAL_POINT_TEXTS_SW,
  success: SUCCESS_SW,
  errors: ERRORS_SW,
  empty: EMPTY_SW,
  page: PAGE_TEXTS_SW,
  validation: VALIDATION_TEXTS_SW,
  calendar: CALENDAR_TEXTS_SW,
  summit: SUMMIT_TEXTS_SW,
  leaderFormError: LEADER_FORM_ERROR_SW,
  ui: UI_TEXTS_SW,
  serverErrors: SERVER_ERRORS_SW,
};

/**
 * The form checks' messages in English, as sw/admin/checksTexts.ts has them in Swahili: the
 * back-office catalogue's, which a kind's rules take as their default. Here rather than beside the
 * rules: a catalogue is src/domain's and imports no kind (decision 033).
 */
import { SUMMIT_PAGE_TEXTS } from './pages/summit';
import type { Widen } from './uiTexts';

export const CALENDAR_TEXTS = {
  allFieldsRequired: 'All fields are required.',
  invalidDate: 'Invalid date. Please select a valid date.',
  missingRequired: 'Missing required fields: date, event, and participants are required.',
  invalidId: 'Invalid ID provided.',
  editIdNotNumber: 'Invalid event ID for editing. ID must be a number.',
  editIdMissing: 'Invalid event ID for editing. ID is missing.',
  deleteIdInvalid: 'Invalid event ID for deletion. ID is missing or invalid.',
} as const;

/** What a translation of CALENDAR_TEXTS provides (issue 31). */
export type CalendarTexts = Widen<typeof CALENDAR_TEXTS>;

export const SUMMIT_TEXTS = {
  titleRequired: 'Summit title is required.',
  filesRequiredOnCreate: 'Outfit image and timetable are required for creating a summit.',
  titleMustBeString: 'Title is required and must be a string.',
  outfitImageInvalid: 'Outfit image is required and must be a valid file.',
  timetableInvalid: 'Timetable is required and must be a valid file.',
  postersNotArray: 'Posters must be an array.',
  postersInvalid: 'All posters must be valid files.',
  /** While a failed save or load is tried again: 'Retrying summit operation (Attempt 2/3)...'. */
  retrying: (nextAttempt: number, maxAttempts: number) => SUMMIT_PAGE_TEXTS.retrying(nextAttempt, maxAttempts),
} as const;

/** What a translation of SUMMIT_TEXTS provides (issue 31). */
export type SummitTexts = Widen<typeof SUMMIT_TEXTS>;

/**
 * The form checks' messages in English, as sw/admin/checksTexts.ts has them in Swahili: the
 * back-office catalogue's, which a kind's rules take as their default. Here rather than beside the
 * rules: a catalogue is src/domain's and imports no kind (decision 033).
 */
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

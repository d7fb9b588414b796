/**
 * The form checks' messages in Swahili (issue 31): VALIDATION_TEXTS, CALENDAR_TEXTS, SUMMIT_TEXTS,
 * LEADER_FORM_ERROR, and the focal point picker's texts (FOCAL_POINT_TEXTS).
 */

import type { AdminCatalogue } from '../../adminCatalogue';
import { PUBLIC_PAGES_TEXTS_SW } from '../publicPagesTexts';

export const VALIDATION_TEXTS_SW: AdminCatalogue['validation'] = {
  emailRequired: 'Barua pepe inahitajika',
  emailInvalid: 'Tafadhali weka anwani sahihi ya barua pepe',
  messageRequired: 'Ujumbe unahitajika',
  passwordRequired: 'Nenosiri linahitajika',
  announcementTitleRequired: 'Kichwa kinahitajika',
  bookTitleRequired: 'Jina la kitabu linahitajika.',
  bookFilesRequired: 'Picha ya jalada na Mpango wa Usomaji vinahitajika ili kuongeza kitabu.',
  mediaRequired: 'Jina la tukio na angalau faili moja vinahitajika.',
  mediaTitleRequired: 'Jina la tukio linahitajika.',
  heroImageType: 'Aina ya faili si sahihi. Ni JPG, JPEG na PNG pekee zinazoruhusiwa.',
  heroImageSize: 'Ukubwa wa faili umezidi kikomo cha 5MB.',
  missionTextRequired: 'Maandishi ya utume yanahitajika.',
  subtitleTextRequired: 'Maandishi ya kichwa kidogo yanahitajika.',
};

export const CALENDAR_TEXTS_SW: AdminCatalogue['calendar'] = {
  allFieldsRequired: 'Sehemu zote zinahitajika.',
  invalidDate: 'Tarehe si sahihi. Tafadhali chagua tarehe sahihi.',
  missingRequired: 'Sehemu zinazohitajika hazijajazwa: tarehe, tukio na washiriki vinahitajika.',
  invalidId: 'ID iliyotolewa si sahihi.',
  editIdNotNumber: 'ID ya tukio la kuhariri si sahihi. ID lazima iwe namba.',
  editIdMissing: 'ID ya tukio la kuhariri si sahihi. ID haipo.',
  deleteIdInvalid: 'ID ya tukio la kufuta si sahihi. ID haipo au si sahihi.',
};

export const SUMMIT_TEXTS_SW: AdminCatalogue['summit'] = {
  titleRequired: 'Jina la kongamano linahitajika.',
  filesRequiredOnCreate: 'Picha ya sare na ratiba vinahitajika ili kuunda kongamano.',
  titleMustBeString: 'Jina linahitajika na lazima liwe maandishi.',
  outfitImageInvalid: 'Picha ya sare inahitajika na lazima iwe faili halali.',
  timetableInvalid: 'Ratiba inahitajika na lazima iwe faili halali.',
  postersNotArray: 'Mabango lazima yawe orodha.',
  postersInvalid: 'Mabango yote lazima yawe faili halali.',
  retrying: PUBLIC_PAGES_TEXTS_SW.summit.retrying,
};

export const LEADER_FORM_ERROR_SW: AdminCatalogue['leaderFormError'] = 'Tafadhali jaza sehemu zote zinazohitajika';

export const FOCAL_POINT_TEXTS_SW: AdminCatalogue['focalPoint'] = {
  label: 'Kitovu cha picha',
  at: (x, y) => `Kitovu cha picha: ${x}% kutoka kushoto, ${y}% kutoka juu.`,
  unset: 'Hakuna kitovu cha picha: picha ikikatwa, sehemu ya katikati hubaki.',
  clear: 'Ondoa kitovu cha picha',
};

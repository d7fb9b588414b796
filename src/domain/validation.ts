/**
 * Form checks of spec section 5 that belong to no single resource module (leaders, calendar and
 * summits keep theirs beside their other rules). Texts are the spec's, letter for letter; where
 * the spec gives none, the server's (openapi.yaml x-messages) are used, so both sides agree.
 */

import type { Widen } from './texts/uiTexts';
import { UPLOAD_LIMITS } from './uploadLimits.gen';

export const VALIDATION_TEXTS = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  passwordRequired: 'Password is required',
  announcementTitleRequired: 'Title is required',
  bookTitleRequired: 'Book title is required.',
  bookFilesRequired: 'Image and Reading Plan are required to create a book.',
  mediaRequired: 'Event title and at least one file are required.',
  mediaTitleRequired: 'Event title is required.',
  heroImageType: 'Invalid file type. Only JPG, JPEG, PNG allowed.',
  heroImageSize: 'File size exceeds 5MB limit.',
  missionTextRequired: 'Mission text is required.',
  subtitleTextRequired: 'Subtitle text is required.',
} as const;

/** What a translation of VALIDATION_TEXTS provides (issue 31): the checks below take one. */
export type ValidationTexts = Widen<typeof VALIDATION_TEXTS>;

/**
 * The e-mail check the server applies (ajv-formats' "email" format, full mode), so an address this
 * accepts is never refused by the API: dot-separated atoms of the RFC 5322 local-part characters,
 * '@', then dot-separated hostname labels with at least one dot. Max 254 characters, as the API.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const EMAIL_MAX_LENGTH = 254;

/** Whether the text (trimmed) is an e-mail address the API accepts. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

export interface ContactFormErrors {
  email?: string;
  message?: string;
}

/** The contact form's per-field errors; an empty object means it may be sent. */
export function validateContactForm(values: { email: string; message: string }, texts: ValidationTexts = VALIDATION_TEXTS): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (blank(values.email)) errors.email = texts.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = texts.emailInvalid;
  if (blank(values.message)) errors.message = texts.messageRequired;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((v) => v !== undefined);
}

export interface LoginFormErrors {
  email?: string;
  password?: string;
}

/** Login: each field's error ('Email is required', 'Password is required'); a password of spaces is one. */
export function loginFieldErrors(values: { email: string; password: string }, texts: ValidationTexts = VALIDATION_TEXTS): LoginFormErrors {
  return {
    email: blank(values.email) ? texts.emailRequired : undefined,
    password: values.password === '' ? texts.passwordRequired : undefined,
  };
}

/** Login: both fields required ('Email is required', 'Password is required'). null when it may be sent. */
export function validateLoginForm(values: { email: string; password: string }, texts: ValidationTexts = VALIDATION_TEXTS): string | null {
  const errors = loginFieldErrors(values, texts);
  return errors.email ?? errors.password ?? null;
}

/** Announcement: 'Title is required'. Image and attachment are optional. */
export function validateAnnouncementForm(values: { title: string }, texts: ValidationTexts = VALIDATION_TEXTS): string | null {
  return blank(values.title) ? texts.announcementTitleRequired : null;
}

/** Book: 'Book title is required.'; on create both cover image and reading plan ('Image and Reading Plan are required to create a book.'). */
export function validateBookForm(
  values: { title: string; image?: Blob | null; readingPlan?: Blob | null },
  mode: 'create' | 'edit',
  texts: ValidationTexts = VALIDATION_TEXTS,
): string | null {
  if (blank(values.title)) return texts.bookTitleRequired;
  if (mode === 'create' && (!values.image || !values.readingPlan)) return texts.bookFilesRequired;
  return null;
}

/**
 * Media upload: an event title and at least one file ('Event title and at least one file are required.').
 * On edit the title alone is required ('Event title is required.'); new files are optional.
 */
export function validateMediaForm(values: { title: string; files?: readonly Blob[] | null }, mode: 'create' | 'edit', texts: ValidationTexts = VALIDATION_TEXTS): string | null {
  if (mode === 'edit') return blank(values.title) ? texts.mediaTitleRequired : null;
  if (blank(values.title) || !values.files || values.files.length === 0) return texts.mediaRequired;
  return null;
}

/** openapi.yaml's hero limit, the specification's 5 MB (the server refuses beyond it too). */
export const HERO_IMAGE_MAX_BYTES: number = UPLOAD_LIMITS.hero;
export const HERO_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const HERO_IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * The hero background image: JPG, JPEG or PNG ('Invalid file type. Only JPG, JPEG, PNG allowed.'),
 * at most HERO_IMAGE_MAX_BYTES ('File size exceeds 5MB limit.'). The type comes from the browser; when it
 * gives none, the file name's extension decides. null when the file is acceptable.
 */
export function validateHeroImage(file: { type: string; size: number; name?: string }, texts: ValidationTexts = VALIDATION_TEXTS): string | null {
  const type = file.type.toLowerCase();
  const typeOk = type ? (HERO_IMAGE_TYPES as readonly string[]).includes(type) : HERO_IMAGE_EXTENSIONS.test(file.name ?? '');
  if (!typeOk) return texts.heroImageType;
  if (file.size > HERO_IMAGE_MAX_BYTES) return texts.heroImageSize;
  return null;
}

export interface SettingsFormErrors {
  missionText?: string;
  subtitleText?: string;
}

/** Settings: each text's error ('Mission text is required.', 'Subtitle text is required.'). */
export function settingsFieldErrors(values: { missionText: string; subtitleText: string }, texts: ValidationTexts = VALIDATION_TEXTS): SettingsFormErrors {
  return {
    missionText: blank(values.missionText) ? texts.missionTextRequired : undefined,
    subtitleText: blank(values.subtitleText) ? texts.subtitleTextRequired : undefined,
  };
}

/** Settings: missionText and subtitleText required. The hero image is optional (check it with validateHeroImage when chosen). */
export function validateSettingsForm(values: { missionText: string; subtitleText: string }, texts: ValidationTexts = VALIDATION_TEXTS): string | null {
  const errors = settingsFieldErrors(values, texts);
  return errors.missionText ?? errors.subtitleText ?? null;
}

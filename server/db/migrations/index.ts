import type { Migration } from 'kysely';
import * as initial from './001_initial.js';
import * as loginDevices from './002_login_devices.js';
import * as calendarRevisions from './003_calendar_revisions.js';
import * as accounts from './004_accounts.js';
import * as publishing from './005_publishing.js';
import * as trash from './006_trash.js';
import * as activity from './007_activity.js';
import * as rateLimits from './008_rate_limits.js';
import * as videoPosters from './012_video_posters.js';
import * as contentVersion from './013_content_version.js';
import * as pictureText from './014_picture_text.js';
import * as mediaFileDetails from './015_media_file_details.js';
import * as summitPosterDetails from './016_summit_poster_details.js';
import * as contentLanguage from './017_content_language.js';
import * as accountLanguage from './018_account_language.js';
import * as whatsappChannel from './019_whatsapp_channel.js';

// Migrations are code (no files read at run time), one file each, applied in the order of their
// names at start, one set for SQLite and PostgreSQL: types are portable (integer, text); only an
// id's numbering differs (idColumn.ts). A start's pending ones run in one transaction on both
// engines (../upgrade.ts), where SQLite ignores `PRAGMA foreign_keys`: a table rebuild defers its
// checks with `PRAGMA defer_foreign_keys` instead. A new one is a file exporting `up`, named with
// the next number, and a line here; a name, once applied somewhere, is never changed.

/** Every migration, by the name each database records it under. */
export const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_login_devices': loginDevices,
  '003_calendar_revisions': calendarRevisions,
  '004_accounts': accounts,
  '005_publishing': publishing,
  '006_trash': trash,
  '007_activity': activity,
  '008_rate_limits': rateLimits,
  '012_video_posters': videoPosters,
  '013_content_version': contentVersion,
  '014_picture_text': pictureText,
  '015_media_file_details': mediaFileDetails,
  '016_summit_poster_details': summitPosterDetails,
  '017_content_language': contentLanguage,
  '018_account_language': accountLanguage,
  '019_whatsapp_channel': whatsappChannel,
};

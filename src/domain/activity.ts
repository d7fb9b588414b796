import { TRASH_TYPES } from './trash.js';
import { formatAdminTime } from './publishing.js';

/** What an activity entry is about: a content item, the site's settings, a message, an account, a backup. */
export const ACTIVITY_TYPES = [...TRASH_TYPES, 'settings', 'message', 'account', 'backup'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The types an editor may read (decision 021): content changes, not logins, accounts or backups. */
export const CONTENT_ACTIVITY_TYPES: readonly ActivityType[] = ACTIVITY_TYPES.filter((t) => t !== 'account' && t !== 'backup');

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'schedule',
  'trash',
  'restore',
  'delete',
  'login',
  'lock',
  'invite',
  'role',
  'deactivate',
  'reactivate',
  'link',
  'accept',
  'password',
  'backup',
  'restore-backup',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const isActivityType = (v: string): v is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(v);
export const isActivityAction = (v: string): v is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(v);

/** The types a role reads: an owner everything, an editor content only. */
export const visibleActivityTypes = (role: 'owner' | 'editor'): readonly ActivityType[] => (role === 'owner' ? ACTIVITY_TYPES : CONTENT_ACTIVITY_TYPES);

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** An entry's instant as the association reads it: in Dar es Salaam, whatever the admin's device says. */
export const activityTime = formatAdminTime;

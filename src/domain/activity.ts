import type { components } from '../../shared/api-schema';
import { formatAdminTime } from './adminTime.js';

/**
 * What an activity entry is about (openapi.yaml `ActivityType`): a kind's item, the site's settings, a
 * message, an account, or a backup. The list of them and who reads which are the kinds' registry's
 * (src/kinds: ACTIVITY_TYPES, visibleActivityTypes).
 */
export type ActivityType = components['schemas']['ActivityType'];

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

export const isActivityAction = (v: string): v is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(v);

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 100;

/** An entry's instant as the association reads it: in Dar es Salaam, whatever the admin's device says. */
export const activityTime = formatAdminTime;

/** What the server writes into an entry's title in some words of its own (ACTIVITY_TEXTS.written). */
export type ActivityWrittenWords = {
  readonly [word in 'owner' | 'editor' | 'invite' | 'reset' | 'known device' | 'account']: string;
} & {
  readonly files: (name: string, count: number) => string;
  readonly keptBeforeRestore: (name: string) => string;
  readonly stateBeforeKeptAs: (name: string) => string;
};

const WORD_AFTER_EMAIL = /^(.*): (owner|editor|invite|reset)$/;
const BACKUP_FILES = /^(.*) \((\d+) files\)$/;
const KEPT_BEFORE_RESTORE = /^(.*) \(kept before a restore\)$/;
const STATE_BEFORE = /^the state before kept as (.*)$/;

/**
 * An entry's title as the screen shows it: the item's own name as written, or, where the server
 * wrote the title in words of its own (a role, a link's purpose, a lock, a backup's file count), those
 * words in the screen's language. English words give the title back unchanged.
 */
export function activityTitle(entry: { action: ActivityAction; type: ActivityType; title: string | null }, words: ActivityWrittenWords): string | null {
  const { title } = entry;
  if (!title) return title;
  if (entry.type === 'account') {
    if (entry.action === 'lock' && (title === 'known device' || title === 'account')) return words[title];
    const named = ['role', 'link', 'accept'].includes(entry.action) ? WORD_AFTER_EMAIL.exec(title) : null;
    return named ? `${named[1]}: ${words[named[2] as 'owner']}` : title;
  }
  if (entry.type !== 'backup') return title;
  const files = BACKUP_FILES.exec(title);
  if (files) return words.files(files[1]!, Number(files[2]));
  const kept = KEPT_BEFORE_RESTORE.exec(title);
  if (kept) return words.keptBeforeRestore(kept[1]!);
  const before = STATE_BEFORE.exec(title);
  return before ? words.stateBeforeKeptAs(before[1]!) : title;
}

/**
 * The trash (issue 13): a deleted item waits here, restorable, for TRASH_DAYS days before it is
 * purged with its files. Pure rules, read by the server (when an item goes) and by the back-office's
 * Trash screen (how many days are left).
 */

import type { components } from '../../shared/api-schema';

/** The kinds of item a delete moves to the trash (openapi.yaml `TrashType`; their list is the kinds' registry's: src/kinds TRASH_TYPES). */
export type TrashType = components['schemas']['TrashType'];

/** Days an item stays in the trash before it is purged. */
export const TRASH_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item trashed at `deletedAt` (ISO) is purged. */
export const purgeAt = (deletedAt: string): Date => new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS);

/** The instant before which a trashed item is due for the purge. */
export const purgeCutoff = (now: Date): string => new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString();

/**
 * Whole days left before the purge at `purge` (ISO), rounded up, never below 0: an item purged in
 * 2 hours still reads '1 day', one overdue (the next purge has not run yet) reads 0.
 */
export function daysLeft(purge: string, now: Date): number {
  const ms = new Date(purge).getTime() - now.getTime();
  if (Number.isNaN(ms)) return 0;
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** Whole days since `deletedAt` (ISO), rounded down: 0 on the day of the delete. */
export function daysSince(deletedAt: string, now: Date): number {
  const ms = now.getTime() - new Date(deletedAt).getTime();
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.floor(ms / DAY_MS));
}

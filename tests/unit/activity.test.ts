import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, CONTENT_ACTIVITY_TYPES, isActivityAction, isActivityType, visibleActivityTypes } from '../../src/domain/activity.js';
import { TRASH_TYPES } from '../../src/domain/trash.js';

describe('who reads which activity (decision 021)', () => {
  it('gives an owner every type', () => {
    expect(visibleActivityTypes('owner')).toEqual(ACTIVITY_TYPES);
  });

  it('gives an editor content changes only: no accounts (logins, locks) and no backups', () => {
    expect(visibleActivityTypes('editor')).toEqual(CONTENT_ACTIVITY_TYPES);
    expect(CONTENT_ACTIVITY_TYPES).not.toContain('account');
    expect(CONTENT_ACTIVITY_TYPES).not.toContain('backup');
    for (const t of [...TRASH_TYPES, 'settings', 'message'] as const) expect(CONTENT_ACTIVITY_TYPES).toContain(t);
  });

  it('knows its types and actions, and nothing else', () => {
    expect(isActivityType('book')).toBe(true);
    expect(isActivityType('books')).toBe(false);
    expect(isActivityAction('restore')).toBe(true);
    expect(isActivityAction('edit')).toBe(false);
  });
});

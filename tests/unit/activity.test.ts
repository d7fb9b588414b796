import { describe, expect, it } from 'vitest';
import { activityTitle, isActivityAction } from '../../src/domain/activity.js';
import { ACTIVITY_TYPES, CONTENT_ACTIVITY_TYPES, TRASH_TYPES, isActivityType, visibleActivityTypes } from '../../src/kinds/index.js';
import { ACTIVITY_TEXTS } from '../../src/domain/texts/activityTexts.js';
import { ADMIN_CATALOGUE_SW } from '../../src/domain/texts/sw/admin/index.js';

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

describe('activityTitle', () => {
  const en = ACTIVITY_TEXTS.written;
  const sw = ADMIN_CATALOGUE_SW.activity.written;
  // Each title the server writes in words of its own (server/features/accounts/routes.ts, server/routes/auth.ts, backup.ts).
  const written = [
    [{ action: 'role', type: 'account', title: 'amina@example.org: editor' }, 'amina@example.org: mhariri'],
    [{ action: 'link', type: 'account', title: 'amina@example.org: reset' }, 'amina@example.org: kubadilisha nenosiri'],
    [{ action: 'accept', type: 'account', title: 'amina@example.org: invite' }, 'amina@example.org: mwaliko'],
    [{ action: 'lock', type: 'account', title: 'known device' }, 'kifaa kinachojulikana'],
    [{ action: 'backup', type: 'backup', title: 'tucasa-2026-11-29.tar (12 files)' }, 'tucasa-2026-11-29.tar (faili 12)'],
    [{ action: 'backup', type: 'backup', title: 'before-restore.tar (kept before a restore)' }, 'before-restore.tar (iliyohifadhiwa kabla ya kurejesha)'],
    [{ action: 'restore-backup', type: 'backup', title: 'the state before kept as before.tar' }, 'hali ya awali imehifadhiwa kama before.tar'],
  ] as const;

  it("shows the server's own words in the screen's language, and English as the server wrote it", () => {
    for (const [entry, swahili] of written) {
      expect(activityTitle(entry, en)).toBe(entry.title);
      expect(activityTitle(entry, sw)).toBe(swahili);
    }
  });

  it('leaves an item title as written, even when it looks like those words', () => {
    expect(activityTitle({ action: 'update', type: 'announcement', title: 'Camp: invite (12 files)' }, sw)).toBe('Camp: invite (12 files)');
    expect(activityTitle({ action: 'invite', type: 'account', title: 'amina@example.org' }, sw)).toBe('amina@example.org');
    expect(activityTitle({ action: 'update', type: 'settings', title: null }, sw)).toBeNull();
  });
});

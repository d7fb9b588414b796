import { describe, expect, it } from 'vitest';
import { agoOf, backupFileName, byteText, transferProgress } from '../../src/domain/backup';

describe('the backup screen’s rules', () => {
  it('reads sizes as people do', () => {
    expect(byteText(0)).toBe('0 KB');
    expect(byteText(512 * 1024)).toBe('512 KB');
    expect(byteText(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(byteText(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('shows the bytes received of the total, never past 100%, and the bytes alone without a total', () => {
    expect(transferProgress({ loaded: 3 * 1024 * 1024, total: 12 * 1024 * 1024 })).toEqual({ percent: 25, text: '3.0 MB of 12.0 MB' });
    expect(transferProgress({ loaded: 13 * 1024 * 1024, total: 12 * 1024 * 1024 }).percent).toBe(100);
    expect(transferProgress({ loaded: 2048, total: null })).toEqual({ percent: 0, text: '2 KB' });
  });

  it('saves under the server’s name, else a dated one, never a path', () => {
    const now = new Date('2026-11-27T09:30:00Z');
    expect(backupFileName('attachment; filename="tucasa-backup-2026-11-27T09-30.tar"', now)).toBe('tucasa-backup-2026-11-27T09-30.tar');
    expect(backupFileName('attachment; filename="../evil.tar"', now)).toBe('tucasa-backup-2026-11-27.tar');
    expect(backupFileName(null, now)).toBe('tucasa-backup-2026-11-27.tar');
  });
});

describe('agoOf (the Backup screen’s "last backup 40 s ago")', () => {
  const now = Date.parse('2026-12-06T14:05:00Z');
  const ago = (seconds: number) => agoOf(new Date(now - seconds * 1000).toISOString(), now);

  it('counts seconds in tens, then minutes, hours, days', () => {
    expect(ago(3)).toEqual({ unit: 'now' });
    expect(ago(44)).toEqual({ unit: 's', n: 40 });
    expect(ago(59)).toEqual({ unit: 's', n: 50 });
    expect(ago(60)).toEqual({ unit: 'min', n: 1 });
    expect(ago(12 * 60 + 5)).toEqual({ unit: 'min', n: 12 });
    expect(ago(5 * 3600)).toEqual({ unit: 'h', n: 5 });
    expect(ago(3 * 86400)).toEqual({ unit: 'd', n: 3 });
  });

  it('takes a time ahead of the browser’s clock (a server a little ahead) as now', () => {
    expect(ago(-30)).toEqual({ unit: 'now' });
  });
});

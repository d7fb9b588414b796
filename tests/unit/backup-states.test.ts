import { describe, expect, it } from 'vitest';
import { parseAt, stateAt, stateTime, stamp, statesToKeep } from '../../server/backup/states.js';
import { parseBackup } from '../../server/config.js';

const at = (iso: string) => new Date(iso);
const kept = (times: string[], now: string, keepHours = 24, keepDays = 30) =>
  [...statesToKeep(times.map(at), at(now), { keepHours, keepDays })].sort((a, b) => a - b).map((i) => times[i]);

describe('the continuous backup’s retention', () => {
  it('keeps every state of the last hours, then the last of each day, then nothing', () => {
    const times = ['2026-11-01T08:00:00Z', '2026-12-04T09:00:00Z', '2026-12-04T21:00:00Z', '2026-12-05T23:59:00Z', '2026-12-06T01:00:00Z', '2026-12-06T13:00:00Z', '2026-12-06T13:01:00Z'];
    expect(kept(times, '2026-12-06T14:00:00Z')).toEqual(['2026-12-04T21:00:00Z', '2026-12-05T23:59:00Z', '2026-12-06T01:00:00Z', '2026-12-06T13:00:00Z', '2026-12-06T13:01:00Z']);
  });

  it('keeps the day’s last state even while others of that day are within the hours kept whole', () => {
    const times = ['2026-12-05T10:00:00Z', '2026-12-05T23:00:00Z'];
    expect(kept(times, '2026-12-06T12:00:00Z')).toEqual(['2026-12-05T23:00:00Z']);
  });

  it('keeps the newest state whatever its age: nothing changed since', () => {
    expect(kept(['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'], '2026-12-06T00:00:00Z')).toEqual(['2026-02-01T00:00:00Z']);
    expect(kept([], '2026-12-06T00:00:00Z')).toEqual([]);
  });
});

describe('a point-in-time restore', () => {
  const states = ['2026-12-06T14:00:00Z', '2026-12-06T14:04:10Z', '2026-12-06T14:05:20Z'].map((t) => ({ at: at(t) }));

  it('takes the newest state at or before the moment asked, in any zone', () => {
    expect(stateAt(states, parseAt('2026-12-06T14:05Z'))?.at.toISOString()).toBe('2026-12-06T14:04:10.000Z');
    expect(stateAt(states, parseAt('2026-12-06T17:05:20+03:00'))?.at.toISOString()).toBe('2026-12-06T14:05:20.000Z');
    expect(stateAt(states, null)?.at.toISOString()).toBe('2026-12-06T14:05:20.000Z');
    expect(stateAt(states, parseAt('2026-12-06T13:59Z'))).toBeNull();
  });

  it('refuses a time without its zone, or no time at all', () => {
    for (const raw of ['2026-12-06T14:04', '2026-12-06', 'yesterday', '2026-13-06T14:04Z']) expect(() => parseAt(raw), raw).toThrow(/ISO time with its zone/);
  });

  it('reads a state’s time back from its names', () => {
    const when = at('2026-12-06T14:04:10.123Z');
    expect(stamp(when)).toBe('2026-12-06T140410.123Z');
    expect(stateTime(`${stamp(when)}.json`)).toEqual(when);
    expect(stateTime(`${stamp(when)}.db.gz`)).toEqual(when);
    expect(stateTime('.2026-12-06T140410.123Z.json.partial')).toBeNull();
  });
});

describe('BACKUP_URL', () => {
  it('takes an absolute folder or a bucket, and says what it takes otherwise', () => {
    expect(parseBackup({ BACKUP_URL: '/mnt/backup/tucasa' })).toMatchObject({ folder: '/mnt/backup/tucasa', bucket: null, keepHours: 24, keepDays: 30 });
    expect(parseBackup({ BACKUP_URL: 's3://tucasa-backup/site', BACKUP_KEEP_DAYS: '60' })).toMatchObject({ folder: null, bucket: { bucket: 'tucasa-backup', prefix: 'site/' }, keepDays: 60 });
    expect(parseBackup({})).toBeNull();
    expect(() => parseBackup({ BACKUP_URL: 'backups' })).toThrow('BACKUP_URL must be an absolute folder (/mnt/backup/tucasa) or s3://BUCKET/prefix, got "backups"');
    expect(() => parseBackup({ BACKUP_URL: 's3://Bad_Bucket' })).toThrow(/^BACKUP_URL must be s3:\/\/BUCKET/);
    expect(() => parseBackup({ BACKUP_URL: '/b', BACKUP_KEEP_HOURS: '0' })).toThrow('BACKUP_KEEP_HOURS must be at least 1');
  });
});

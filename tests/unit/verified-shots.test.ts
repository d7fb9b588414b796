/**
 * The stories' record of shots already found to match their reference (.storybook/verifiedShots.ts):
 * a shot passes undecoded only when its bytes are those recorded beside the very reference it is
 * compared with now.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VerifiedShots } from '../../.storybook/verifiedShots';

const bytes = (text: string) => Buffer.from(text);

describe('verified shots', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'verified-shots-'));
    file = path.join(dir, 'verified-shots.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('knows a recorded shot beside its reference, and nothing else', () => {
    const shots = new VerifiedShots(file);
    expect(shots.has('ui-Button--Default-375', bytes('reference'), bytes('shot'))).toBe(false);
    shots.record('ui-Button--Default-375', bytes('reference'), bytes('shot'));
    const again = new VerifiedShots(file);
    expect(again.has('ui-Button--Default-375', bytes('reference'), bytes('shot'))).toBe(true);
    expect(again.has('ui-Button--Default-375', bytes('reference'), bytes('another shot'))).toBe(false);
    expect(again.has('ui-Button--Default-1280', bytes('reference'), bytes('shot'))).toBe(false);
  });

  it('forgets the shot once the reference has changed, and records the next one for the new reference', () => {
    const shots = new VerifiedShots(file);
    shots.record('ui-Card--Default-375', bytes('old reference'), bytes('shot'));
    expect(shots.has('ui-Card--Default-375', bytes('new reference'), bytes('shot'))).toBe(false);
    shots.record('ui-Card--Default-375', bytes('new reference'), bytes('new shot'));
    expect(new VerifiedShots(file).has('ui-Card--Default-375', bytes('new reference'), bytes('new shot'))).toBe(true);
  });

  it('keeps the first shot recorded for a reference: a story drawn slightly differently each run does not rewrite the file', () => {
    const shots = new VerifiedShots(file);
    shots.record('ui-Modal--Open-1280', bytes('reference'), bytes('first shot'));
    const written = readFileSync(file, 'utf8');
    shots.record('ui-Modal--Open-1280', bytes('reference'), bytes('second shot'));
    expect(readFileSync(file, 'utf8')).toBe(written);
    expect(shots.has('ui-Modal--Open-1280', bytes('reference'), bytes('first shot'))).toBe(true);
  });

  it('writes one entry a line, sorted by name', () => {
    const shots = new VerifiedShots(file);
    shots.record('b', bytes('1'), bytes('1'));
    shots.record('a', bytes('2'), bytes('2'));
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^ {2}"a": /);
    expect(lines[2]).toMatch(/^ {2}"b": /);
    expect(JSON.parse(lines.join('\n'))).toHaveProperty('a.reference');
  });
});

/**
 * Shots already found equal to their reference, by the hashes of both files' bytes
 * (stories/__screenshots__/verified-shots.json): a shot whose bytes hash to one recorded beside the
 * same reference passes without either picture being decoded (issue 30: the two decodes were about
 * a quarter of a shot's cost, 25 of 114 ms on this machine). Chromium writes the same pixels as the
 * same bytes, so nearly every shot of an unchanged story is recorded; one that is not (another
 * Chromium, a story that draws slightly differently from run to run) is decoded and compared as
 * before. An entry holds only while its reference is the one it was recorded with: a reference
 * rewritten or edited by hand makes it void.
 *
 * Written only where the run may write pictures (Vitest's update modes 'new' and 'all', never in CI),
 * and only when an entry is missing or void: a passing shot whose bytes differ from the recorded
 * one leaves it as it is, so that a story drawn slightly differently from run to run does not
 * change the file at every run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeWhole } from './approvedPictures';

type Entry = { reference: string; shot: string };

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

export class VerifiedShots {
  private entries: Record<string, Entry> | undefined;

  constructor(private readonly file: string) {}

  private load(): Record<string, Entry> {
    if (!this.entries) {
      try {
        this.entries = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, Entry>;
      } catch {
        this.entries = {};
      }
    }
    return this.entries;
  }

  /** The shot is known to match this very reference. */
  has(name: string, reference: Uint8Array, shot: Uint8Array): boolean {
    const entry = this.load()[name];
    return entry !== undefined && entry.shot === hash(shot) && entry.reference === hash(reference);
  }

  /** Records a shot found to match `reference`, unless an entry for that reference is there already. */
  record(name: string, reference: Uint8Array, shot: Uint8Array): void {
    const entries = this.load();
    const referenceHash = hash(reference);
    if (entries[name]?.reference === referenceHash) return;
    entries[name] = { reference: referenceHash, shot: hash(shot) };
    this.save(entries);
  }

  /** The pictures recorded. */
  names(): string[] {
    return Object.keys(this.load());
  }

  /** Forgets a picture (its approved file removed: an orphan, a new picture rejected). */
  remove(name: string): void {
    const entries = this.load();
    if (!(name in entries)) return;
    delete entries[name];
    this.save(entries);
  }

  private save(entries: Record<string, Entry>): void {
    // Sorted, one entry a line: a change of a few stories is a diff of a few lines.
    const lines = Object.entries(entries)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    writeWhole(this.file, `{\n${lines.join(',\n')}\n}\n`);
  }
}

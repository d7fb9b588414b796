import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { bearer, call, type TestServer } from './helpers.js';

/** The smallest build the server serves pages from: an index.html, no manifest. */
export const INDEX_HTML = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>TUCASA</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

export function tinyBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-build-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** A text of the kind that breaks hand-written markup: a tag, quotes of both kinds, entities, a CDATA end. */
export const HOSTILE = `<script>alert("x")</script> Tom & Jerry's "big" day ]]> &amp; <b>`;

/**
 * An album and a summit, stored as the API would store them but without the uploads (their pages,
 * feeds and the sitemap read only the rows). Returns their IDs.
 */
export async function storeAlbumAndSummit(s: TestServer, title = 'Retreat'): Promise<{ album: number; summit: number }> {
  const created_at = new Date().toISOString();
  const album = await s.db
    .insertInto('media')
    .values({ event_title: title, description: null, media_files: '[]', created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const summit = await s.db
    .insertInto('summits')
    .values({ title, outfit_image: null, timetable: null, posters: '[]', created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { album: album.id, summit: summit.id };
}

/** Creates a calendar event through the API and returns its ID. */
export async function createEvent(s: TestServer, token: string, event: { date: string; event: string; participants: string; description: string }): Promise<number> {
  const res = await call(s.app, { method: 'POST', url: '/api/annual-calendars/create', headers: bearer(token), payload: event });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** Parses XML after checking it is well formed, one element of a list always as an array. */
export function parseXml(text: string, lists: string[]): Record<string, unknown> {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => lists.includes(name) }).parse(text) as Record<string, unknown>;
}

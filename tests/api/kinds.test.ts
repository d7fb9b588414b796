import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../server/context.js';
import { isPostgres } from '../../server/db/engine.js';
import { document } from '../../server/openapi.js';
import { KIND_SERVER, serverPartsOf } from '../../server/routes/kinds.js';
import { CONTENT_TABLES, KINDS } from '../../src/kinds/index.js';
import { documentTitle } from '../../src/kinds/pageTitle.js';
import { ITEM_KINDS, itemPath, type ItemKind } from '../../src/kinds/pages.js';
import { paths } from '../../src/kinds/paths.js';
import { SITE_DIR } from '../support/build-site.js';
import { ORIGIN, parseHead } from './head-helpers.js';
import { bearer, call, jpeg, pdf, removeDir, sendForm, startServer, type TestServer } from './helpers.js';

// The server's side of the registry of kinds (src/kinds, decision 033): each kind's server part
// (server/routes/kinds.ts) answers exactly the operations of its contract tag and serves its feeds
// and item pages, and a migrated database (SQLite; PostgreSQL under npm run test:postgres) bumps
// the content version on a write to each public kind's table. The registry's other parts are
// tests/unit/kinds.test.ts.

type Method = 'get' | 'post' | 'put' | 'delete';
const OPERATIONS = Object.values(document.paths).flatMap((item) =>
  Object.entries(item as Record<Method, { operationId: string; tags?: string[] }>).map(([, op]) => ({ id: op.operationId, tags: op.tags ?? [] })),
);
const operationsTagged = (tag: string) => OPERATIONS.filter((op) => op.tags.includes(tag)).map((op) => op.id);

/** The operations `register` declares, on a context that records them and does nothing else. */
function declared(register: (ctx: Ctx) => void, config: Ctx['config']): string[] {
  const ids: string[] = [];
  const ctx = new Proxy({} as Ctx, {
    get: (_target, name) => {
      if (name === 'route' || name === 'publicRead') return (operationId: string) => ids.push(operationId);
      if (name === 'config') return config;
      return () => undefined;
    },
  });
  register(ctx);
  return ids;
}

let s: TestServer;
/** The seeded item of each item page, and the name its page shows. */
const items = {} as Record<ItemKind, { id: number; name: string }>;

beforeAll(async () => {
  s = await startServer({ staticDir: SITE_DIR, publicOrigin: ORIGIN });
  const token = await s.login();
  const created = async (res: Promise<{ statusCode: number; json<T>(): T }>) => {
    const answer = await res;
    expect(answer.statusCode).toBe(201);
    const body = answer.json<{ ID?: number; id?: number }>();
    return (body.ID ?? body.id)!;
  };
  // One item of each item page: a kind with a new item page needs its seed here (the type says so).
  const seeds = {
    announcement: async () => ({ id: await created(sendForm(s.app, 'POST', '/api/posts/create', { title: 'Week of prayer', description: 'Every evening.' }, token)), name: 'Week of prayer' }),
    calendarEvent: async () => ({
      id: await created(
        call(s.app, {
          method: 'POST',
          url: '/api/annual-calendars/create',
          headers: bearer(token),
          payload: { date: '2025-03-03T00:00:00.000Z', event: 'Camp meeting', participants: 'All', description: 'Yearly' },
        }),
      ),
      name: 'Camp meeting',
    }),
    album: async () => ({ id: await created(sendForm(s.app, 'POST', '/api/media/create', { event_title: 'Retreat', media_files: [await jpeg(600, 400)] }, token)), name: 'Retreat' }),
    summitEdition: async () => ({
      id: await created(sendForm(s.app, 'POST', '/api/summits/create', { title: 'Summit 2025', outfit_image: await jpeg(300, 400), timetable: pdf() }, token)),
      name: 'Summit 2025',
    }),
  } satisfies Record<ItemKind, () => Promise<{ id: number; name: string }>>;
  for (const kind of ITEM_KINDS) items[kind] = await seeds[kind]();
}, 240_000);

afterAll(async () => {
  await s?.close();
  if (s) removeDir(s.dataDir);
});

const get = (url: string) => call(s.app, { method: 'GET', url });

describe.each(KINDS.map((kind) => [kind.key, kind] as const))('the kind %s', (key, kind) => {
  const parts = serverPartsOf(key);

  it("answers exactly the operations of its tag, through its server part's routes", () => {
    expect(declared(parts.routes, s.config).sort()).toEqual(operationsTagged(kind.tag).sort());
  });

  it('registers a feed for each its entry names, of the follow tag', () => {
    expect(Object.keys(parts.feeds ?? {}).sort()).toEqual([...kind.feeds].sort());
    for (const register of Object.values(parts.feeds ?? {})) {
      const ids = declared(register, s.config);
      expect(ids.length).toBeGreaterThan(0);
      expect(operationsTagged('follow')).toEqual(expect.arrayContaining(ids));
    }
  });

  it.each(Object.keys(kind.pages).filter((page) => 'item' in (kind.pages as Record<string, object>)[page]!))(
    'serves its item page %s for an item it holds, in the sitemap, and 404 for one it does not',
    async (page) => {
      const item = items[page as ItemKind];
      const url = itemPath(page as ItemKind, item.id);
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(item.name);
      // Its head is its reader's read of the item.
      expect(parseHead(res.body).title).toBe(documentTitle(item.name));
      expect((await get(itemPath(page as ItemKind, 999_999))).statusCode).toBe(404);
      expect((await get(paths.sitemap)).body).toContain(`${ORIGIN}${url}<`);
    },
  );

  it("has the content version's triggers on its table when its rows are public, none when not", async () => {
    const table = kind.table;
    const triggers = isPostgres(s.db)
      ? (await sql<{ name: string }>`select trigger_name as name from information_schema.triggers where event_object_table = ${table}`.execute(s.db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(s.db)).rows;
    const bumps = triggers.map((t) => t.name).filter((name) => name.endsWith('_content_version'));
    expect(bumps.length > 0).toBe(kind.publicContent);
    expect(CONTENT_TABLES.includes(table)).toBe(kind.publicContent);
  });
});

describe('the feeds', () => {
  it('hold the items of the kinds that make them', async () => {
    expect((await get(paths.newsFeed)).body).toContain(items.announcement.name);
    expect((await get(paths.calendarFeed)).body).toContain(items.calendarEvent.name);
  });

  it("with the sitemap, robots.txt and the preview pictures, are the follow tag's operations", async () => {
    const { followRoutes } = await import('../../server/routes/follow.js');
    const { previewRoutes } = await import('../../server/routes/previews.js');
    const feeds = Object.values(KIND_SERVER).flatMap((parts) => Object.values((parts as { feeds?: Record<string, (ctx: Ctx) => void> }).feeds ?? {}));
    const all = [...feeds, followRoutes, previewRoutes].flatMap((register) => declared(register, s.config));
    expect(all.sort()).toEqual(operationsTagged('follow').sort());
  });
});

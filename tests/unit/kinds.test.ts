import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { components } from '../../shared/api-schema';
import { document } from '../../server/openapi';
import type { KindEntry } from '../../src/domain/kind';
import { ADMIN_CATALOGUE } from '../../src/domain/texts/adminCatalogue';
import { ADMIN_CATALOGUE_SW } from '../../src/domain/texts/sw/admin/index';
import { ACTIVITY_TYPES, DASHBOARD_ORDER, KINDS, KIND_BY_KEY, KIND_ENTRIES, TRASH_TYPES, type Kind } from '../../src/kinds';
import { adminPaths } from '../../src/kinds/adminPaths';
import { PAGES } from '../../src/kinds/pages';
import { paths, routePattern } from '../../src/kinds/paths';
import { folderOf, tallyKinds } from '../../scripts/kinds-tally';

// The registry of kinds (src/kinds, decision 033): each entry has every part the site makes from it,
// in both languages, and each part is where the site reads it. The server's side (its routes answer
// the kind's tag, its feeds and item pages are served, its tables have their triggers) is
// tests/api/kinds.test.ts.

const ROOT = path.join(import.meta.dirname, '..', '..');
const LANGUAGES = [
  ['English', ADMIN_CATALOGUE],
  ['Swahili', ADMIN_CATALOGUE_SW],
] as const;

/** The contract's tags that are the site's frame, no kind's: logging in, trash, activity, backups, health, feeds and the sitemap, search across the kinds, the contract itself. */
const FRAME_TAGS = ['auth', 'trash', 'activity', 'backup', 'health', 'follow', 'docs', 'search'];

const byKey = KINDS.map((kind) => [kind.key, kind as KindEntry] as const);
const screensOf = (kind: KindEntry) => kind.admin?.screens ?? [];
const schemas = (document.components as { schemas: Record<string, { enum?: string[]; properties?: Record<string, { type?: string }> }> }).schemas;

describe.each(byKey)('the kind %s', (_key, kind) => {
  it("is stored by one of the contract's types, trashed by one of its trash types", () => {
    expect(schemas.ActivityType!.enum).toContain(kind.type);
    if (kind.trash) expect(schemas.TrashType!.enum).toContain(kind.type);
  });

  it("is a tag of the contract's, with operations", () => {
    const tags = Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? []));
    expect(tags).toContain(kind.tag);
  });

  it.each(LANGUAGES)('has its words in %s: every screen, its tile and its card', (_language, t) => {
    const words = kind.words(t);
    for (const screen of screensOf(kind)) expect(words.nav[screen.nav]?.trim(), screen.nav).toBeTruthy();
    if (kind.admin?.tile) expect(words.tile?.trim()).toBeTruthy();
    if (kind.admin?.count) expect(words.count?.trim()).toBeTruthy();
  });

  it("puts its pages in the page table, each a page module, an item page's items in its table", () => {
    for (const [key, page] of Object.entries(kind.pages)) {
      expect(PAGES, key).toHaveProperty(key, page);
      expect(existsSync(path.join(ROOT, page.module)), page.module).toBe(true);
      if (page.item) expect(page.item.table, key).toBe(kind.table);
    }
  });

  it('names screens of its own: its tile, its card, its route for several', () => {
    const navs = screensOf(kind).map((screen) => screen.nav);
    expect(new Set(navs).size).toBe(navs.length);
    if (kind.admin?.tile) expect(navs).toContain(kind.admin.tile);
    if (kind.admin?.count?.opens) expect(navs).toContain(kind.admin.count.opens);
    for (const screen of screensOf(kind)) {
      if (screen.route) expect(screen.path).toMatch(routePattern(screen.route));
      else expect(adminPaths, screen.nav).toHaveProperty(screen.nav, screen.path);
    }
  });

  it("counts its card by a call of the contract's whose answer has each field", () => {
    const count = kind.admin?.count;
    if (!count) return;
    const answer = (document.paths[count.call] as { get?: { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> } })?.get
      ?.responses?.['200']?.content?.['application/json']?.schema;
    const schema = answer?.$ref ? schemas[answer.$ref.split('/').at(-1)!] : (answer as { properties?: Record<string, { type?: string }> } | undefined);
    for (const field of count.fields) expect(schema?.properties?.[field]?.type, field).toBe('integer');
  });

  it("gives the route map its top-level addresses", () => {
    for (const [key, address] of Object.entries(kind.admin?.also ?? {})) expect(paths.topLevelAdmin).toHaveProperty(key, address);
  });
});

/**
 * The kinds not in their own folders yet (decision 033, section 5, step 4): this list shrinks by one
 * as each kind moves, and the kind is then held to its four folders below.
 */
const NOT_MOVED: string[] = [];
const MOVED = KINDS.map((kind) => kind.key).filter((key) => !NOT_MOVED.includes(key));

describe('the kinds in their folders', () => {
  // Their own files and their imports, by npm run kinds' count (the shared files are not read).
  const tally = new Map([...tallyKinds({ naming: false })].map(([kind, t]) => [kind.kind, t]));

  it.each(MOVED)("%s: its files in its four folders, its entry in its kind.ts, no import of another kind's files", (key) => {
    const folders = new Set(tally.get(key)!.own.map(folderOf));
    expect([...folders].filter((folder) => ![`src/features/${key}`, `server/features/${key}`, `stories/${key}`, `tests/${key}`].includes(folder))).toEqual([]);
    expect(existsSync(path.join(ROOT, 'src/features', key, 'kind.ts'))).toBe(true);
    for (const page of Object.values(KIND_BY_KEY[key].pages as Readonly<Record<string, { module: string }>>)) expect(page.module).toMatch(new RegExp(`^src/features/${key}/public/`));
    expect(tally.get(key)!.reaches).toEqual([]);
  });

  it('exempts only the kinds that have not moved', () => {
    const moved = readdirSync(path.join(ROOT, 'src/features'));
    expect(NOT_MOVED.filter((key) => moved.includes(key))).toEqual([]);
    expect([...moved].sort()).toEqual([...MOVED].sort());
  });
});

describe('the registry', () => {
  it("has one kind per tag of the contract's content, and stores each of the contract's types", () => {
    const tags = new Set(Object.values(document.paths).flatMap((item) => Object.values(item as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? [])));
    expect(KINDS.map((kind) => kind.tag).sort()).toEqual([...tags].filter((tag) => !FRAME_TAGS.includes(tag)).sort());
    expect(new Set(KINDS.map((kind) => kind.key)).size).toBe(KINDS.length);
    // In the contract's order: the activity log's Type filter and the trash's answers list them so.
    expect(ACTIVITY_TYPES).toEqual(schemas.ActivityType!.enum);
    expect(TRASH_TYPES).toEqual(schemas.TrashType!.enum);
    expectTypeOf<Kind['type'] | 'backup'>().toEqualTypeOf<components['schemas']['ActivityType']>();
    expectTypeOf<Extract<Kind, { trash: object }>['type']>().toEqualTypeOf<components['schemas']['TrashType']>();
  });

  it("gives the page table every page, and no other but the site's own, home and search", () => {
    expect(Object.keys(PAGES).sort()).toEqual(['home', 'search', ...KINDS.flatMap((kind) => Object.keys(kind.pages))].sort());
  });

  it("orders the dashboard's kinds: each with a tile or a card, once", () => {
    expect([...DASHBOARD_ORDER].sort()).toEqual(KIND_ENTRIES.filter(({ admin }) => admin?.tile || admin?.count).map((kind) => kind.key).sort());
  });
});

/** What a stub screen writes: which module the back-office rendered. */
const mark = (module: string) => `screen ${module}`;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A link of the page to `to` whose text holds `label`. */
const link = (to: string, label: string) => new RegExp(`<a [^>]*href="${to}"[^>]*>(?:(?:(?!</a>)[\\s\\S])*>)?${html(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`);

describe('the back-office', () => {
  // The screens of src/admin/pages and of the kinds' folders (src/features/<kind>/admin/<Kinds>Screen.tsx),
  // each a stub naming its module (the dashboard stays itself); an owner signed in, in English.
  const SCREEN_MODULES = [
    ...readdirSync(path.join(ROOT, 'src/admin/pages'))
      .filter((name) => name.endsWith('Page.tsx') && name !== 'DashboardPage.tsx')
      .map((name) => path.join(ROOT, 'src/admin/pages', name)),
    ...readdirSync(path.join(ROOT, 'src/features')).flatMap((kind) =>
      readdirSync(path.join(ROOT, 'src/features', kind, 'admin'))
        .filter((name) => name.endsWith('Screen.tsx'))
        .map((name) => path.join(ROOT, 'src/features', kind, 'admin', name)),
    ),
  ];
  const SESSION = path.join(ROOT, 'src/admin/session/SessionProvider.tsx');
  let renderAt: (url: string) => string;
  let screens: Readonly<Record<string, { readonly screens: Readonly<Record<string, ComponentType>> }>>;

  beforeAll(async () => {
    for (const module of SCREEN_MODULES) vi.doMock(module, () => ({ default: () => createElement('p', null, mark(path.relative(ROOT, module))) }));
    const { SessionContext } = await import('../../src/admin/session/session');
    vi.doMock(SESSION, () => ({
      SessionProvider: ({ children }: { children: React.ReactNode }) =>
        createElement(SessionContext.Provider, {
          value: { status: 'authenticated', email: 'owner@example.org', expired: false, role: 'owner', language: 'en', chooseLanguage: vi.fn(), adopt: vi.fn(), signIn: vi.fn(), signOut: vi.fn() },
          children,
        }),
    }));
    const { default: AdminApp } = await import('../../src/admin/AdminApp');
    ({ KIND_SCREENS: screens } = await import('../../src/app/kinds'));
    renderAt = (url) => renderToString(createElement(MemoryRouter, { initialEntries: [url] }, createElement(AdminApp)));
  }, 60_000);

  afterAll(() => {
    for (const module of [...SCREEN_MODULES, SESSION]) vi.doUnmock(module);
    vi.resetModules();
  });

  describe.each(byKey)('of %s', (key, kind) => {
    it.each(screensOf(kind).map((screen) => [screen.nav, screen] as const))('renders its screen %s at its address, with its sidebar link', (nav, screen) => {
      const page = renderAt(screen.path);
      expect(page).toContain(renderToString(createElement(screens[key]!.screens[nav]!)));
      expect(page.match(/screen src\/(admin\/pages|features\/[a-z]+\/admin)\//g)).toHaveLength(1);
      expect(page).toMatch(link(screen.path, kind.words(ADMIN_CATALOGUE).nav[nav]!));
    });

    it('renders its first screen at its top-level addresses', () => {
      const first = renderToString(createElement(screens[key]!.screens[screensOf(kind)[0]!.nav]!));
      for (const address of Object.values(kind.admin?.also ?? {})) expect(renderAt(address)).toContain(first);
    });

    it('shows its tile and its card on the dashboard', () => {
      const dashboard = renderAt(adminPaths.dashboard);
      const words = kind.words(ADMIN_CATALOGUE);
      const { tile, count } = kind.admin ?? {};
      if (tile) expect(dashboard).toMatch(link(screensOf(kind).find((screen) => screen.nav === tile)!.path, words.tile!));
      if (count) expect(dashboard).toContain(html(words.count!));
      if (count?.opens) expect(dashboard).toMatch(link(screensOf(kind).find((screen) => screen.nav === count.opens)!.path, words.count!));
    });
  });
});

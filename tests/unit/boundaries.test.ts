/**
 * The import boundaries of eslint.config.js, crossed on purpose: each zone's file imports from a
 * folder it must not reach and lint must fail; an allowed import must pass. A later config block
 * that silently replaced a zone's ban (flat config keeps only the last entry of a rule) fails here.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
// ESLint reads its configuration and loads its plugins on the first lint: paid here, under a hook's
// bound, not in the first test's 5 s, where it took 8 s once (CI, load 11).
beforeAll(async () => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    // The probes are not files of the TypeScript project, so type-aware linting cannot parse them;
    // it checks no imports anyway.
    overrideConfig: [tseslint.configs.disableTypeChecked, { languageOptions: { parserOptions: { projectService: false } } }],
  });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'src/ui/Probe/Probe.tsx'), warnIgnored: true });
}, 60_000);

/** The no-restricted-imports errors of a one-line module at `file` importing `specifier`. */
async function bans(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as probe from '${specifier}';\nexport { probe };\n`, {
    filePath: path.join(root, file),
    warnIgnored: true,
  });
  // An ignored file would pass every "allowed" case without being linted.
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const ZONES: { zone: string; file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    zone: 'src/ui',
    file: 'src/ui/Probe/Probe.tsx',
    forbidden: [
      '../../public/layout/Header',
      '../../admin/AdminApp',
      '../../app/App',
      '../../api/client',
      '@/public/layout/Header',
      '../../kinds/paths',
      '../../domain/timings',
      '../../brand',
      '../..',
      '../../../server/app',
      '@/domain/texts/uiTexts',
    ],
    allowed: ['../Logo/Logo', '../texts', './Probe.module.css', '@/ui/Logo/Logo', 'react', 'clsx', '@radix-ui/react-dialog'],
  },
  {
    zone: 'src/ui (top level)',
    file: 'src/ui/probe.ts',
    forbidden: ['../domain/locale', '../brand', '../public/locale', '..', '@/domain/timings'],
    allowed: ['./texts', './Logo/Logo', 'react'],
  },
  {
    zone: 'src/domain',
    file: 'src/domain/probe.ts',
    forbidden: ['react', 'react-dom/client', 'react-router-dom', '../api/client', '../ui/Logo/Logo', '../public/layout/Header', '../admin/AdminApp', '../app/App', '@/admin/AdminApp', '../kinds/paths', '../kinds', '@/kinds/pages'],
    allowed: ['./dates', './routes', '../brand'],
  },
  {
    zone: 'src/kinds',
    file: 'src/kinds/probe.ts',
    forbidden: ['react', 'react-router-dom', '../api/admin/media', '../ui/Logo/Logo', '../public/layout/Header', '../admin/AdminApp', '../app/kinds', '@/app/App'],
    allowed: ['./pages', '../features/leaders/rules', '../domain/texts/adminCatalogue', '../brand'],
  },
  {
    zone: 'src/public',
    file: 'src/public/layout/Probe.tsx',
    forbidden: ['../../admin/AdminApp', '../../api/admin/posts', '../../admin/layout/Sidebar', '../../app/App', '@/admin/AdminApp'],
    allowed: ['../../ui/Logo/Logo', '../../api/client', '../../api/posts', '../../kinds/paths', '../../features/settings/public/Hero'],
  },
  {
    zone: 'src/api',
    file: 'src/api/probe.ts',
    forbidden: ['../ui/Logo/Logo', '../public/layout/Header', '../admin/AdminApp', '../app/App'],
    allowed: ['./client', '../domain/dates', 'openapi-fetch'],
  },
  {
    zone: 'server',
    file: 'server/routes/probe.ts',
    forbidden: ['../../src/app/App.js', '../../src/public/layout/Header.js', '../../src/ui/Logo/Logo.js', '../../src/admin/AdminApp.js', '../../src/api/client.js', '../../src/api/schema.js', '../../src/brand.js'],
    allowed: ['../../src/kinds/paths.js', '../../src/domain/imageSources.js', '../../shared/api-schema.js', '../../shared/api-schema', 'fastify', '../config.js'],
  },
  {
    zone: "the server's foundation",
    file: 'server/db/probe.ts',
    forbidden: ['../routes/index.js', '../web/spa.js', '../app.js', '../main.js', '../start/failure.js', '../context.js', '../cache/contentCache.js', '../auth/tokens.js', '../../src/api/client.js'],
    allowed: ['./schema.js', './migrations/index.js', '../config.js', '../clock.js', '../durable.js', '../openapi.js', '../../src/domain/dates.js', '../../shared/api-schema.js', 'kysely'],
  },
  {
    zone: "the server's foundation, a file at the top",
    file: 'server/config.ts',
    forbidden: ['./routes/index.js', './web/spa.js', './app.js', './context.js', './auth/tokens.js', '../src/api/client.js'],
    allowed: ['./openapi.js', './clock.js', 'node:path'],
  },
  {
    zone: "the server's foundation, a folder deeper",
    file: 'server/db/migrations/probe.ts',
    forbidden: ['../../routes/index.js', '../../app.js', '../../trash/store.js'],
    allowed: ['../engine.js', './idColumn.js', '../contentVersion.js', '../../../src/domain/locale.js'],
  },
  {
    zone: "the server's services",
    file: 'server/content/probe.ts',
    forbidden: ['../routes/index.js', '../web/meta.js', '../app.js', '../main.js', '../start/terminal.js', '../doctor/checks.js', '../../src/ui/Logo/Logo.js'],
    allowed: ['../context.js', '../cache/contentCache.js', '../db/index.js', '../files/storage.js', '../openapi.js', './forms.js', '../../shared/api-schema.js'],
  },
  {
    zone: "the server's answers",
    file: 'server/web/probe.ts',
    forbidden: ['../app.js', '../main.js', '../start/terminal.js', '../doctor/doctor.js', '../../src/public/layout/Header.js'],
    allowed: ['../follow/pages.js', '../http/html.js', '../routes/items.js', '../cache/contentCache.js', '../context.js', '../http/errors.js', '../../src/kinds/pages.js'],
  },
];

/**
 * Each kind moved into its folders (decision 033), probed at each depth on both sides: another
 * kind, src/kinds, src/app, and in public/ the back-office. The zones are made from the folders, so
 * a kind's probes appear with its folder; `other` is a kind of the registry that is not it.
 */
const KIND_KEYS = ['albums', 'announcements', 'leaders', 'books', 'events', 'summits', 'messages', 'settings', 'accounts'];
const MOVED = readdirSync(path.join(root, 'src/features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

function kindZones(k: string): typeof ZONES {
  const other = KIND_KEYS.find((key) => key !== k)!;
  return [
    {
      zone: `the kind ${k}`,
      file: `src/features/${k}/probe.ts`,
      forbidden: [`../${other}/kind`, `../${other}`, `@/features/${other}/rules`, '../../kinds/paths', '../../kinds', '@/kinds/pages', '../../app/kinds', '@/app/App'],
      allowed: ['./rules', './routes', './api', './admin/api', '../../domain/dates', '../../api/client', '../../ui/Card', '../../brand', 'react'],
    },
    {
      zone: `the kind ${k}'s entry (a pure file)`,
      file: `src/features/${k}/kind.ts`,
      forbidden: ['react', 'react-router-dom', './api', './admin/api', `./public/Probe`, '../../api/client', '../../ui/Card', '../../admin/texts', `../${other}/kind`, '../../kinds/pagePictures'],
      allowed: ['./routes', './rules', './texts', '../../domain/kind', '../../domain/texts/publicPagesTexts', '../../brand'],
    },
    {
      zone: `the kind ${k}'s rules (a pure file)`,
      file: `src/features/${k}/rules.ts`,
      forbidden: ['react', './api', '../../api/client', '../../ui/Card'],
      allowed: ['../../domain/imageSources', './texts'],
    },
    {
      zone: `the kind ${k}'s back-office`,
      file: `src/features/${k}/admin/Probe.tsx`,
      forbidden: [`../../${other}/admin/Probe`, `../../${other}/kind`, `@/features/${other}/api`, '../../../kinds/paths', '../../../kinds', '../../../app/kinds'],
      allowed: ['./api', '../api', '../rules', '../kind', '../../../admin/content/Screen', '../../../api/client', '../../../domain/dates', '../../../ui/Card', 'react'],
    },
    {
      zone: `the kind ${k}'s public pages`,
      file: `src/features/${k}/public/Probe.tsx`,
      forbidden: ['../admin/api', '../admin/Probe', '../../../admin/content/Screen', '../../../api/admin/write', `../../${other}/public/Probe`, '../../../kinds/paths', '../../../app/App', '@/admin/AdminApp'],
      allowed: ['../api', '../routes', '../rules', '../../../public/usePagesTexts', '../../../ui/EmptyState', '../../../api/useLoad', 'react'],
    },
    {
      zone: `the kind ${k}'s public pages, a folder deeper`,
      file: `src/features/${k}/public/parts/Probe.tsx`,
      forbidden: ['../../admin/api', `../../../${other}/kind`, '../../../../kinds/paths', '../../../../app/App'],
      allowed: ['../../rules', '../Probe', '../../../../ui/Card'],
    },
    {
      zone: `the kind ${k}'s back-office, a folder deeper`,
      file: `src/features/${k}/admin/parts/Probe.tsx`,
      forbidden: [`../../../${other}/admin/Probe`, '../../../../kinds/paths', '../../../../app/kinds'],
      allowed: ['../../rules', '../api', '../../../../admin/content/Screen'],
    },
    {
      zone: `the kind ${k}'s server part`,
      file: `server/features/${k}/probe.ts`,
      forbidden: [
        `../${other}/routes.js`, '../../routes/index.js', '../../web/spa.js', '../../app.js', '../../main.js',
        `../../../src/features/${other}/rules.js`, `../../../src/features/${k}/api.js`, `../../../src/features/${k}/admin/api.js`, `../../../src/features/${k}/public/Probe.js`, '../../../src/ui/Card.js',
      ],
      allowed: ['../../context.js', '../../content/rows.js', '../../db/schema.js', '../../trash/store.js', '../../follow/items.js', `../../../src/features/${k}/rules.js`, `../../../src/features/${k}/kind.js`, '../../../src/kinds/index.js', '../../../src/domain/dates.js', '../../../shared/api-schema.js', 'kysely'],
    },
    {
      zone: `the kind ${k}'s server part, a folder deeper`,
      file: `server/features/${k}/parts/probe.ts`,
      forbidden: [`../../${other}/routes.js`, '../../../routes/index.js', '../../../app.js'],
      allowed: ['../routes.js', '../../../context.js'],
    },
    {
      zone: `the kind ${k}'s stories`,
      file: `stories/${k}/admin/Probe.stories.tsx`,
      forbidden: [`../../${other}/mocks`, `../../${other}/admin/Probe.stories`, `../../../src/features/${other}/admin/Probe`, '../../visual'],
      allowed: ['../mocks', '../admin-mocks', '../../support/files', '../../mocks/admin-content', '../../admin/pages/screenStories', '../../public/pages/publicPage', `../../../src/features/${k}/admin/Probe`],
    },
    {
      zone: `the kind ${k}'s stories, at their top`,
      file: `stories/${k}/mocks.ts`,
      forbidden: [`../${other}/mocks`, `../../src/features/${other}/api`],
      allowed: ['../mocks/index', `../../src/features/${k}/api`],
    },
  ];
}

ZONES.push(
  ...MOVED.flatMap(kindZones),
  {
    zone: 'src/domain, below the kinds',
    file: 'src/domain/probe.ts',
    forbidden: ['../features/books/rules', '@/features/books/kind'],
    allowed: ['./dates'],
  },
  {
    zone: "src/kinds, over the kinds' pure files",
    file: 'src/kinds/probe.ts',
    forbidden: ['../features/books/api', '../features/books/admin/BooksScreen', '../features/books/public/BookPage', '../features/books/form', '@/features/books/useBook'],
    allowed: ['../features/books/kind', '../features/books/routes', '../features/books/rules', '../features/books/texts'],
  },
  {
    zone: 'src/api, below the kinds',
    file: 'src/api/probe.ts',
    forbidden: ['../features/books/api', '../kinds/paths'],
    allowed: ['./client'],
  },
);

describe.each(ZONES)('import boundaries of $zone', ({ file, forbidden, allowed }) => {
  it.each(forbidden)('lint fails on an import of %s', async (specifier) => {
    expect(await bans(file, specifier)).toHaveLength(1);
  });

  it.each(allowed)('lint passes an import of %s', async (specifier) => {
    expect(await bans(file, specifier)).toEqual([]);
  });
});

// The server's top tier: what puts the app together and starts it. Every other part of server/ stands
// in a tier below it (eslint.config.js, SERVER_TIERS), so a new folder left out of the tiers fails here.
const ASSEMBLY = ['app.ts', 'main.ts', 'start', 'doctor'];

describe("the server's tiers", () => {
  const parts = readdirSync(path.join(root, 'server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name)
    .filter((name) => !ASSEMBLY.includes(name));

  it.each(parts)('hold %s below the assembly: its import of app.ts fails lint', async (part) => {
    const [file, app] = part.endsWith('.ts') ? [`server/${part}`, './app.js'] : [`server/${part}/probe.ts`, '../app.js'];
    expect(await bans(file, app)).toHaveLength(1);
  });
});

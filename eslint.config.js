import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A folder of src/ as an import specifier may spell it: relative ('../admin/x') or through the '@/' alias. */
const folder = (name) => [`**/${name}`, `**/${name}/**`, `@/${name}`, `@/${name}/**`];

/**
 * The kinds moved into their folders (decision 033): src/features/<kind>/ and server/features/<kind>/.
 * Each gets its zones from its folder's name, so a new kind is held the day its folder appears.
 */
const kindFolders = (dir) => {
  try {
    return readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
};
const SRC_KINDS = kindFolders('./src/features/');
const SERVER_KINDS = kindFolders('./server/features/');

/**
 * A kind's pure files: its entry, its pages, its rules and its words; the server and src/kinds read
 * them. `publishing`: the announcements' second file of rules (drafts and schedules), apart from
 * rules.ts because the home page's chunk carries rules.ts and only the back-office and the server need it.
 */
const PURE_KIND_FILES = ['kind', 'routes', 'rules', 'publishing', 'texts'];

/** The server's src ban, in every server zone: a zone's own entry replaces the one for server/**. */
const SERVER_REACHES_SRC = {
  // Anything under src/ except src/domain, src/kinds (the registry, the page table, the route map)
  // and a kind's pure files; the contract's types are in shared/.
  regex: String.raw`(^|/)src/(?!domain/|kinds/|features/[^/]+/(${PURE_KIND_FILES.join('|')})(\.[jt]s)?$)`,
  message: "The server reaches only pure modules of src: src/domain, src/kinds (the registry, the page table and the route map) and a kind's kind.ts, routes.ts, rules.ts, texts.ts. The API types are in shared/api-schema.d.ts.",
};

/**
 * The server in tiers, bottom up (decision 012): a module imports from its own tier and those below,
 * never from one above. A part is a folder of server/ or a file at its top; within a tier, no two
 * parts import each other (tests/unit/import-cycles.test.ts), so every dependency runs one way.
 */
const SERVER_TIERS = [
  { tier: 'foundation', what: 'what every request stands on', parts: ['clock.ts', 'durable.ts', 'openapi.ts', 'config.ts', 'db', 'http', 'files'] },
  { tier: 'services', what: 'what the answers share', parts: ['auth', 'backup', 'cache', 'plugins', 'context.ts', 'content', 'trash', 'activity', 'follow'] },
  // Each kind's routes and readers (server/features/<kind>/, decision 033), which the answers register and ask.
  { tier: 'features', what: "the kinds' own routes and readers", parts: ['features'] },
  { tier: 'answers', what: 'the API routes and the website', parts: ['routes', 'web'] },
  { tier: 'assembly', what: 'the app put together and started', parts: ['app.ts', 'main.ts', 'start', 'doctor'] },
];

/** The files of a part, as a zone names them. */
const partFiles = (part) => (part.endsWith('.ts') ? [`server/${part}`] : [`server/${part}/**`]);

/** A relative specifier that reaches one of `parts` ('../routes/x.js', './app.js'), whatever the depth. */
function reaching(parts) {
  const folders = parts.filter((part) => !part.endsWith('.ts'));
  const files = parts.filter((part) => part.endsWith('.ts')).map((part) => part.slice(0, -3));
  return String.raw`^(\.\.?/)+(${[...folders.map((f) => `${f}(/|$)`), ...files.map((f) => String.raw`${f}(\.[jt]s)?$`)].join('|')})`;
}

const tierGroup = (i) => {
  const { tier, what } = SERVER_TIERS[i];
  const above = SERVER_TIERS.slice(i + 1);
  return {
    regex: reaching(above.flatMap((t) => t.parts)),
    message: `The server's ${tier} tier (${what}) imports nothing of a tier above it: ${above.map((t) => `${t.tier} (${t.parts.join(', ')})`).join('; ')}.`,
  };
};

const SERVER_TIER_ZONES = SERVER_TIERS.slice(0, -1).map(({ parts }, i) => ({ files: parts.flatMap(partFiles), groups: [SERVER_REACHES_SRC, tierGroup(i)] }));

/**
 * A relative specifier from a file `depth` folders below a kind's own (`kind`) that climbs to the
 * kinds' folder and into another's: from src/features/books/admin/x.tsx, '../../albums/kind'.
 */
const anotherKind = (kind, depth) => String.raw`^(\.\./){${depth + 1}}(?!\.\./|${kind}(/|$))`;

const REACT = ['react', 'react/**', 'react-dom', 'react-dom/**', 'react-router', 'react-router-dom', '@radix-ui/**'];

/** The depths a kind's zones are written for: its top, a folder down (admin/, public/), and below. */
const DEPTHS = [
  { depth: 0, files: (root) => [`${root}/*`] },
  { depth: 1, files: (root) => [`${root}/*/*`] },
  { depth: 2, files: (root) => [`${root}/*/*/**`] },
];

/**
 * Each kind of src/features, at each depth, in one entry that holds all its groups (a later entry for
 * the same files would replace it): no other kind, nothing of src/kinds or src/app above it; in
 * public/, nothing of the back-office (its own admin/ or src/admin); its pure files (kind.ts,
 * routes.ts, rules.ts, texts.ts, which the server and the public page table read) no React, no
 * calls, no components.
 */
const SRC_KIND_ZONES = SRC_KINDS.flatMap((kind) =>
  DEPTHS.flatMap(({ depth, files }) => {
    const root = `src/features/${kind}`;
    const common = [
      { regex: anotherKind(kind, depth), message: `A kind imports nothing of another kind (src/features/${kind}): what two kinds share goes to src/domain, src/api or src/ui.` },
      { regex: String.raw`^@/features/(?!${kind}/)`, message: `A kind imports nothing of another kind (src/features/${kind}).` },
      { group: [...folder('kinds'), ...folder('app')], message: 'A kind stands below the registry (src/kinds) and the app (src/app), which read it: it links to its own pages by its routes.ts.' },
    ];
    const publicOnly = { group: folder('admin'), message: "A kind's public pages import nothing of the back-office (its admin/, src/admin, src/api/admin): a visitor downloads none of it." };
    const pure = [
      { group: REACT, message: "A kind's kind.ts, routes.ts, rules.ts and texts.ts are pure: the server and every public page read them." },
      { group: [...folder('api'), ...folder('ui'), ...folder('admin'), ...folder('public')], message: "A kind's kind.ts, routes.ts, rules.ts and texts.ts are pure: no calls, no components, no screens or pages." },
    ];
    const zones = [{ files: files(root), groups: common }];
    if (depth > 0) zones.push({ files: files(root).map((f) => f.replace(`${root}/*`, `${root}/public`)), groups: [...common, publicOnly] });
    if (depth === 0) zones.push({ files: PURE_KIND_FILES.map((name) => `${root}/${name}.ts`), groups: [...common, ...pure] });
    return zones;
  }),
);

/** Each kind of server/features: the features tier's bans, and no other kind's routes or readers. */
const featuresTier = SERVER_TIERS.findIndex((t) => t.tier === 'features');
const SERVER_KIND_ZONES = SERVER_KINDS.flatMap((kind) =>
  DEPTHS.map(({ depth, files }) => ({
    files: files(`server/features/${kind}`),
    groups: [
      SERVER_REACHES_SRC,
      tierGroup(featuresTier),
      { regex: anotherKind(kind, depth), message: `A kind's server part imports nothing of another kind's (server/features/${kind}): what they share is a service.` },
      { regex: String.raw`(^|/)src/features/(?!${kind}/)`, message: `A kind's server part reads only its own kind's pure files of src (server/features/${kind}).` },
    ],
  })),
);

/**
 * The folders of stories/ that are no kind's: the shared steps and mocks, and the frames' and the
 * design system's stories (whose page helpers a kind's screens use until the frames move, step 5).
 */
const SHARED_STORIES = ['support', 'mocks', 'admin', 'public', 'app', 'ui'];

/**
 * Each kind's stories (stories/<kind>/): of stories/, its own folder and the shared ones only, so
 * another kind's folder is out of reach whether it has moved yet or not; of src/features, its own kind.
 */
const STORY_KIND_ZONES = SRC_KINDS.flatMap((kind) =>
  DEPTHS.map(({ depth, files }) => ({
    files: files(`stories/${kind}`),
    groups: [
      {
        regex: String.raw`^(\.\./){${depth + 1}}(?!\.\./|(${[kind, ...SHARED_STORIES].join('|')})(/|$))`,
        message: `A kind's stories import nothing of another kind's stories (stories/${kind}): shared steps go to stories/support/.`,
      },
      { regex: String.raw`(^|/)src/features/(?!${kind}/)`, message: `A kind's stories show their own kind (stories/${kind}): another kind's code is its stories'.` },
    ],
  })),
);

/**
 * src/ui, the design system, imports packages and src/ui only: its words, timings and rules come
 * from the app by props and providers. A specifier is not resolved, so the ban is by depth: from
 * src/ui/x.ts a '..' climbs out, from src/ui/Button/x.ts a '../..' does (components are one folder
 * deep); and '@/' anything but '@/ui/'.
 */
const outsideUi = (depth) => ({
  regex: String.raw`^(\.\./){${depth}}\.\.(/|$)|^@/(?!ui(/|$))`,
  message: 'src/ui is the design system: it imports packages and src/ui only. Words, timings and rules come in by props or a provider the app fills (src/ui/texts.tsx, src/ui/timings.tsx).',
});

/**
 * Which folder may import which: admin → app → public → kinds → features (each kind alone) → api →
 * domain, src/ui from none of them (decision 033's levels, and src/kinds only a kind's pure files); the
 * server reaches only pure modules of src, and each of its tiers only the tiers below it
 * (SERVER_TIERS). ONE `no-restricted-imports` entry per folder lists every group banned there: in a
 * flat config a later block that sets the same rule for the same files replaces the earlier entry
 * instead of adding to it (that is how src/domain once lost its "no admin" ban).
 * tests/unit/boundaries.test.ts crosses each boundary and expects the error.
 */
const IMPORT_BOUNDARIES = [
  { files: ['src/ui/*'], groups: [outsideUi(0)] },
  { files: ['src/ui/*/**'], groups: [outsideUi(1)] },
  {
    files: ['src/domain/**'],
    groups: [
      {
        group: REACT,
        message: 'src/domain holds pure rules only: no React.',
      },
      {
        group: [...folder('api'), ...folder('ui'), ...folder('public'), ...folder('admin'), ...folder('app'), ...folder('kinds'), ...folder('features')],
        message: 'src/domain holds pure rules only: it imports no other folder of src (src/kinds and the kinds of src/features are made from it, decision 033).',
      },
    ],
  },
  {
    // The registry and what is made from it (the page table, the route map, the heads) are read by the
    // server and, export by export, by every public page: pure data and rules over src/domain.
    files: ['src/kinds/**'],
    groups: [
      { group: REACT, message: 'src/kinds is pure data and rules, read by the server too: no React.' },
      {
        group: [...folder('api'), ...folder('ui'), ...folder('public'), ...folder('admin'), ...folder('app')],
        message: 'src/kinds imports src/domain only: the screens and calls of a kind are registered in src/app/kinds.tsx.',
      },
      {
        // Its calls, screens and pages are banned above, as src/api, admin and public anywhere.
        regex: String.raw`(^|/)features/[^/]+/(?!(${[...PURE_KIND_FILES, 'api'].join('|')})$|admin/|public/)`,
        message: "src/kinds reads a kind's pure files only (kind.ts, routes.ts, rules.ts, texts.ts): its screens and calls are registered in src/app/kinds.tsx.",
      },
    ],
  },
  {
    files: ['src/public/**'],
    groups: [
      { group: folder('admin'), message: 'Public code must not import admin code (src/admin, src/api/admin): a visitor downloads none of the back-office.' },
      { group: folder('app'), message: 'src/app imports the public pages, not the other way round.' },
    ],
  },
  {
    files: ['src/api/**'],
    groups: [{ group: [...folder('ui'), ...folder('public'), ...folder('admin'), ...folder('app'), ...folder('features'), ...folder('kinds')], message: 'src/api is the typed client: it knows no component, page or kind (each kind has its own calls, src/features/<kind>/api.ts).' }],
  },
  ...SRC_KIND_ZONES,
  ...STORY_KIND_ZONES,
  { files: ['server/**'], groups: [SERVER_REACHES_SRC] },
  ...SERVER_TIER_ZONES,
  ...SERVER_KIND_ZONES,
].map(({ files, groups }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns: groups }] } }));

const TYPE_CHECKED = ['**/*.{ts,tsx}'];
const REACT_CODE = ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}', 'tests/**/*.ui.test.tsx'];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'dist-server', 'storybook-static', 'node_modules', 'data', 'public/mockServiceWorker.js', 'shared/api-schema.d.ts', 'coverage', '.vitest-attachments'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-aware rules (floating promises, unsafe any, ...) on everything: the browser code, the
  // server and its scripts, and the tests, stories and tool configs that check them (an un-awaited
  // expect(...).resolves is a check that cannot fail; an answer read as any checks nothing typed).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPE_CHECKED })),
  {
    files: TYPE_CHECKED,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    // The rules of hooks (and the React Compiler's, a fifth of the lint's time) where React code is:
    // the site, its stories and the component tests; the server, the scripts and the other suites have none.
    files: REACT_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML: user content is text.' },
      ],
    },
  },
  {
    // Fastify's plugins and hooks say "no done callback" by being async, awaited or not.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  ...IMPORT_BOUNDARIES,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);

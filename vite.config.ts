import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appIcons } from './scripts/app-icons.js';
import { serviceWorker } from './scripts/service-worker.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';

/**
 * Writes a .br and a .gz beside every built script, style and SVG, at the highest levels, for the
 * server to send as they are (@fastify/static preCompressed). Brotli 11 makes the main chunk about
 * 14% smaller than compressing on the fly does, and the server spends no CPU on it per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tucasa:precompress',
    // Not for the server's render (dist-ssr/): nothing of it is sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!/\.(js|css|svg)$/.test(name) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * public/mockServiceWorker.js answers the stories' and UI tests' API calls (msw, served from public/
 * by Storybook and Vitest): it is no part of the website, and a visitor's browser must never run it
 * beside the site's own worker (issue 32). Vite copies public/ whole, so the built copy is removed.
 */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tucasa:without-mock-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `from` (a path under src/) imports statically, however deep, itself included. */
function staticClosure(ctx: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [path.join(dirname, 'src', from)];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/** The public pages but home: the kinds' (src/features/<kind>/public/<Name>Page.tsx) and the search page, under src/. */
function publicPages(): string[] {
  const features = path.join(dirname, 'src', 'features');
  const kinds = readdirSync(features).flatMap((kind) => {
    const folder = path.join(features, kind, 'public');
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('Page.tsx')).map((name) => `features/${kind}/public/${name}`) : [];
  });
  return [...kinds, 'public/pages/SearchPage.tsx'];
}

/**
 * The app's chunk: every module src/boot.tsx imports statically, however deep, and what the home page
 * shares with the other pages, in one file. The entry (src/main.tsx) imports boot only after the
 * first paint (decision 013); left to itself the bundler then cut the modules boot shares with the
 * lazy pages into a dozen small chunks, each its own request and compressed alone: 4 KB gzip more on
 * every public page's first load than when they were the entry's own chunk. Boot is loaded before any lazy page or the back-office, so they lose nothing.
 * A module is whole in one chunk: whatever of it a lazy page or the back-office uses is in every
 * first load too, so what boot needs of a module is kept apart from the rest (issue 31's budget).
 *
 * And the public Swahili catalogue (the modules of src/domain/texts/sw that its index.ts imports) as one
 * chunk: the back-office imports some of its modules too, and left to itself the bundler cut them
 * into a chunk of their own, a second download on every Swahili page.
 */
function appChunkName(): (id: string, ctx: ModuleGraph) => string | null {
  let chunks: { boot: Set<string>; sw: Set<string> } | null = null;
  return (id, ctx) => {
    if (!chunks) {
      // Less what the entry needs itself (its styles, the bundler's preload helper): it stays in the
      // entry's own small chunk, which must not wait for the app's.
      const entry = staticClosure(ctx, 'main.tsx');
      // With it, two modules of a few lines that most pages' chunks and the Swahili words import:
      // alone, each was a chunk whose request and framing cost more than its words.
      const shared = ['domain/unnamed.ts', 'domain/ids.ts'].map((file) => path.join(dirname, 'src', file));
      // And what the home page (its sections below the fold with it) shares with another page: the
      // home page is a chunk of its own, like every page (a visitor of /summit does not download the
      // hero, its parallax and the home's placeholders), but cut into a dozen small chunks, shared by
      // the home page's and the others', its design-system parts, dates and picture rules cost the
      // home page 3 KB more, and most pages 1 KB.
      const home = new Set([...staticClosure(ctx, 'public/pages/HomePage.tsx'), ...staticClosure(ctx, 'public/home/sections.tsx')]);
      const others = new Set(publicPages().flatMap((page) => [...staticClosure(ctx, page)]));
      const boot = new Set([...staticClosure(ctx, 'boot.tsx'), ...shared, ...[...home].filter((m) => others.has(m))].filter((m) => !entry.has(m)));
      // Its own modules only: one it shares with English pages (domain/unnamed.ts) must not bring
      // the Swahili words to them.
      const swahiliFolder = path.join(dirname, 'src', 'domain', 'texts', 'sw') + path.sep;
      const sw = new Set([...staticClosure(ctx, 'domain/texts/sw/index.ts')].filter((m) => m.startsWith(swahiliFolder) && !boot.has(m)));
      chunks = { boot, sw };
    }
    return chunks.boot.has(id) ? 'boot' : chunks.sw.has(id) ? 'sw' : null;
  };
}

/**
 * The files a dynamic import announces to the browser (`<link rel="modulepreload">`, by Vite's
 * preload helper, as it starts) beside the chunk it imports. Each starts a fetch on the page's main
 * thread, about 3 ms at a phone's speed, all in the task that asks for the chunk (issue 32: the home
 * page's sections announced 9, a task of 62 ms at 4x CPU). Stylesheets are always kept: the helper
 * adds them to the page, and skips those already linked. Left out:
 * - the chunks every page has run before the app imports anything: the entry, the bundler's runtime
 *   and the app's own chunk (the imported chunk itself is fetched by the import);
 * - for the home page's sections (src/public/pages/HomePage.tsx), every script: they are fetched once
 *   the page is the app's, below the fold and already on screen as the server rendered them, so the
 *   browser finding their imports itself as the chunk arrives (one round trip later, those fetches
 *   started in tasks of their own) costs a visitor nothing they see.
 */
function preloadedWithImport(filename: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html') return deps;
  const sections = /^assets\/sections-[\w-]+\.js$/.test(filename);
  return deps.filter((dep) => dep.endsWith('.css') || (!sections && !/^assets\/(?:index|rolldown-runtime|boot)-[\w-]+\.js$/.test(dep)));
}

/**
 * React Router's production build in the site's browser code. Its package sends every bundler to
 * `dist/development` whatever the mode (remix-run/react-router#12532, #14102: a stop-gap of theirs
 * not yet undone), so the site carried its development warnings: 0.5 KB gzip of every first load.
 * Both of its entries are taken from the production build, so that no module reaches the
 * development one and makes a second router beside it. Not for the server's render, whose bundle
 * imports its packages from node_modules at run time (an alias would write this folder's path into
 * it) and renders the same markup either way.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(dirname, 'node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress(), appIcons(), withoutMockWorker(), serviceWorker()],
  resolve: { alias: [{ find: '@', replacement: path.join(dirname, 'src') }, ...(command === 'build' && !isSsrBuild ? productionRouter : [])] },
  css: {
    // Lightning CSS (already the minifier) reads the stylesheets and their CSS Modules, not PostCSS:
    // PostCSS's CSS Modules put a class composed from another file (`composes: x from '…'`) into the
    // stylesheet as text of no file, which Vite warned about on every build and which would resolve
    // a relative url() in it against the wrong folder; Lightning CSS bundles that file with its own
    // name. Grid line and area names stay as written, as PostCSS left them; no targets: lowering the
    // syntax for older browsers stays the minifier's, for build.cssTarget, as it was.
    transformer: 'lightningcss',
    lightningcss: { targets: {}, cssModules: { grid: false } },
  },
  server: {
    // In development the API runs beside Vite; uploads are served by the API too.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  // No modulepreload polyfill: every browser our visitors use (Chrome for Android, Safari 17+, Firefox 115+) preloads modules
  // itself, and one without it still loads every chunk, only later; the polyfill cost every visitor 213 B gzip.
  build: isSsrBuild
    ? // The server's render (src/entry-server.tsx, decision 013), for Node, in dist-ssr/ beside dist/: nothing of
      // it is served. Pictures keep the client build's names; the public folder is the client's.
      { sourcemap: false, target: 'node20', outDir: 'dist-ssr', copyPublicDir: false }
    : {
        sourcemap: false,
        target: 'es2022',
        manifest: true,
        modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
        rolldownOptions: {
          // debugName: the group's label in the bundler's timing report, which a function `name` cannot give it.
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: appChunkName(), debugName: 'boot and sw' }] } },
        },
      },
}));

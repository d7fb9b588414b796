import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appIcons } from './scripts/app-icons.js';

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

/**
 * The app's chunk: every module src/boot.tsx imports statically, however deep, in one file. The entry
 * (src/main.tsx) imports boot only after the first paint (decision 013); left to itself the bundler
 * then cut the modules boot shares with the lazy pages into a dozen small chunks, each its own
 * request and compressed alone: 4 KB gzip more on every public page's first load than when they were
 * the entry's own chunk. Boot is loaded before any lazy page or the back-office, so they lose nothing.
 */
function bootChunkName(): (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  let app: Set<string> | null = null;
  return (id, ctx) => {
    if (!app) {
      const closure = (from: string) => {
        const seen = new Set<string>();
        const stack = [path.join(dirname, 'src', from)];
        for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      // Less what the entry needs itself (its styles, the bundler's preload helper): it stays in the
      // entry's own small chunk, which must not wait for the app's.
      const entry = closure('main.tsx');
      app = new Set([...closure('boot.tsx')].filter((m) => !entry.has(m)));
    }
    return app.has(id) ? 'boot' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), appIcons(), withoutMockWorker()],
  resolve: { alias: { '@': path.join(dirname, 'src') } },
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
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // debugName: the group's label in the bundler's timing report, which a function `name` cannot give it.
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: bootChunkName(), debugName: 'boot' }] } },
        },
      },
}));

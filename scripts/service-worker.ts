/**
 * The service worker (src/sw/worker.ts, issue 32, decision 030), built into dist/sw.js once the
 * website is: a Vite plugin, so that the worker's list of files to fetch ahead is the build's own
 * public scripts and styles (never the back-office's chunks), and its version changes with them.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** A chunk of the back-office: its module lives under src/admin/. */
const isAdminChunk = (chunk: Rolldown.OutputChunk) => /[\\/]src[\\/]admin[\\/]/.test(chunk.facadeModuleId ?? '');

/**
 * The files a public page can load: the entry's chunk and every chunk it imports, statically or not,
 * however deep, without going into the back-office's, with their styles. Paths from the site's root.
 */
export function publicFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const seen = new Set<string>();
  const files = new Set<string>();
  const stack = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    const chunk = chunks.get(name);
    if (!chunk || seen.has(name) || isAdminChunk(chunk)) continue;
    seen.add(name);
    files.add(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    stack.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...files].sort();
}

/** `VITE_API_BASE`'s origin when the API has a host of its own, else ''. */
function apiOrigin(base: string | undefined): string {
  try {
    return base ? new URL(base).origin : '';
  } catch {
    return '';
  }
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let apiBase: string | undefined;
  return {
    name: 'tucasa:service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      apiBase = config.env.VITE_API_BASE as string | undefined;
    },
    async writeBundle(_options, bundle) {
      const precache = publicFiles(bundle);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __VERSION__: JSON.stringify(version),
          __API_ORIGIN__: JSON.stringify(apiOrigin(apiBase)),
        },
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          // A classic script: a worker registered without `type: 'module'` runs in every browser
          // that has service workers.
          lib: { entry: path.join(root, 'src/sw/worker.ts'), formats: ['iife'], name: 'tucasaWorker', fileName: () => 'sw.js' },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((output) => output.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker was not built.');
      writeFileSync(path.join(outDir, 'sw.js'), chunk.code);
    },
  };
}

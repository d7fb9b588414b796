/**
 * The app's icons and manifest, made at build time from the mark the header draws (issue 32): no
 * picture file is kept in the repository, and a change of the mark changes the icons. A Vite plugin:
 * `vite build` writes them into dist/, `vite` (npm run dev) serves them.
 */
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { APP_BACKGROUND, APP_ICONS, MANIFEST_PATH, MARK_COLOURS, appManifest, type AppIcon } from '../src/domain/appManifest.js';
import { MARK } from '../src/ui/Logo/mark.js';

/**
 * The mark as an SVG of `size` pixels. A maskable icon fills its square with the background and
 * keeps the mark inside the middle 80 % (the safe zone a launcher's shape never cuts into); the
 * others are the mark alone on a transparent ground, as in the header.
 */
export function markSvg(size: number, purpose: AppIcon['purpose']): string {
  const inset = purpose === 'maskable' ? 0.1 : 0;
  const scale = (size * (1 - 2 * inset)) / MARK.size;
  const { ring } = MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${
    purpose === 'maskable' ? `<rect width="${size}" height="${size}" fill="${APP_BACKGROUND}"/>` : ''
  }<g transform="translate(${size * inset} ${size * inset}) scale(${scale})"><circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="${MARK_COLOURS.ring}" stroke="${MARK_COLOURS.edge}" stroke-width="${ring.strokeWidth}"/><path d="${MARK.flame}" fill="${MARK_COLOURS.flame}"/><path d="${MARK.book}" fill="${MARK_COLOURS.book}"/></g></svg>`;
}

/** Each file, by its path from the site's root (no leading slash): the manifest, then the icons. */
export async function appFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>([[MANIFEST_PATH.slice(1), Buffer.from(`${JSON.stringify(appManifest(), null, 2)}\n`)]]);
  for (const icon of APP_ICONS) {
    const size = Number(icon.sizes.split('x')[0]);
    files.set(icon.src.slice(1), await sharp(Buffer.from(markSvg(size, icon.purpose))).png({ compressionLevel: 9 }).toBuffer());
  }
  return files;
}

const TYPES: Record<string, string> = { webmanifest: 'application/manifest+json', png: 'image/png' };

export function appIcons(): Plugin {
  let files: Promise<Map<string, Buffer>> | null = null;
  const made = () => (files ??= appFiles());
  return {
    name: 'tucasa:app-icons',
    // The website's build only: the server render (dist-ssr/) serves no files.
    apply: (_config, env) => env.command === 'serve' || !env.isSsrBuild,
    async generateBundle() {
      for (const [fileName, source] of await made()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.slice(1);
        made().then((all) => {
          const body = all.get(name);
          if (!body) return next();
          res.setHeader('Content-Type', TYPES[name.split('.').pop()!] ?? 'application/octet-stream');
          res.end(body);
        }, next);
      });
    },
  };
}

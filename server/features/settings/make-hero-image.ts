// Draws the bundled default hero background (src/features/settings/public/hero-<w>.webp) with sharp,
// from an SVG made here: no downloads, no stock photo. Run again after changing the drawing:
//   npx tsx server/features/settings/make-hero-image.ts
// The home page serves the three widths through srcset, so a phone downloads the 480 px one.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTHS = [480, 960, 1600] as const;
const W = 1600;
const H = 900;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'features', 'settings', 'public');

// Night sky over a campus horizon: deep navy into indigo, a warm dawn glow low on the right,
// soft hills, and a few lights; quiet enough for white text on top.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="#070b18"/>
      <stop offset="0.55" stop-color="#18224a"/>
      <stop offset="1" stop-color="#2c2f6b"/>
    </linearGradient>
    <radialGradient id="dawn" cx="0.78" cy="0.86" r="0.62">
      <stop offset="0" stop-color="#f59e0b" stop-opacity="0.75"/>
      <stop offset="0.35" stop-color="#db2777" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#1e1b4b" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.18" cy="0.2" r="0.45">
      <stop offset="0" stop-color="#3b82f6" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#3b82f6" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="hillFar" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1f2a5a"/>
      <stop offset="1" stop-color="#111938"/>
    </linearGradient>
    <linearGradient id="hillNear" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0d1430"/>
      <stop offset="1" stop-color="#060a18"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  <rect width="${W}" height="${H}" fill="url(#dawn)"/>
  <g fill="#e0e7ff">
    <circle cx="220" cy="110" r="1.6" opacity="0.8"/><circle cx="410" cy="60" r="1.2" opacity="0.6"/>
    <circle cx="640" cy="150" r="1.4" opacity="0.7"/><circle cx="860" cy="80" r="1.1" opacity="0.5"/>
    <circle cx="1040" cy="170" r="1.5" opacity="0.6"/><circle cx="1290" cy="70" r="1.3" opacity="0.7"/>
    <circle cx="1480" cy="140" r="1.2" opacity="0.5"/><circle cx="120" cy="260" r="1.1" opacity="0.5"/>
    <circle cx="760" cy="260" r="1" opacity="0.4"/><circle cx="1180" cy="250" r="1.2" opacity="0.5"/>
  </g>
  <path d="M0 690 C 220 600 420 640 640 600 S 1060 520 1280 590 S 1520 640 1600 610 V 900 H 0 Z" fill="url(#hillFar)"/>
  <path d="M0 780 C 260 720 520 770 760 730 S 1180 690 1400 740 S 1560 770 1600 760 V 900 H 0 Z" fill="url(#hillNear)"/>
  <g fill="#fbbf24" opacity="0.55">
    <rect x="980" y="700" width="5" height="7"/><rect x="996" y="698" width="5" height="7"/>
    <rect x="1210" y="712" width="5" height="7"/><rect x="312" y="742" width="5" height="7"/>
    <rect x="328" y="744" width="5" height="7"/>
  </g>
</svg>`;

mkdirSync(out, { recursive: true });
const base = await sharp(Buffer.from(svg)).png().toBuffer();
for (const width of WIDTHS) {
  const file = path.join(out, `hero-${width}.webp`);
  await sharp(base).resize({ width }).webp({ quality: 72, effort: 6, smartSubsample: true }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${width}x${Math.round((width * H) / W)}  ${statSync(file).size} bytes`);
}

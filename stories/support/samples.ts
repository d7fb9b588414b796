/**
 * Pictures for stories, drawn as SVG data URLs: no network, no binary files, and the same pixels
 * on every machine. The colours are sample content, not design tokens.
 */
const HUES = [210, 150, 30, 280, 350, 100];

export function sampleImage(label: string, index = 0, width = 1200, height = 800): string {
  const hue = HUES[index % HUES.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${hue} 60% 18%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="hsl(${hue} 70% 70%)"/>` +
    `<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.6} ${height * 0.75} L${width * 0.75} ${height * 0.6} L${width} ${height} Z" fill="hsl(${hue} 40% 12%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Five gallery pictures, landscape and portrait. */
export const GALLERY = [
  sampleImage('1', 0),
  sampleImage('2', 1, 800, 1200),
  sampleImage('3', 2),
  sampleImage('4', 3, 1200, 900),
  sampleImage('5', 4),
];

/** A path the dev server does not have: the browser reports a load error for it. */
export const MISSING_IMAGE = '/missing/photo-that-does-not-exist.jpg';

import type { HeroImage } from './heroContent';
// Drawn by scripts/make-hero-image.ts. `no-inline`: the smallest is under Vite's inlining limit,
// and a picture inlined as base64 would ride in the JavaScript every visitor downloads.
import hero480 from '../assets/hero-480.webp?no-inline';
import hero960 from '../assets/hero-960.webp?no-inline';
import hero1600 from '../assets/hero-1600.webp?no-inline';

/** The bundled hero background, in three widths. */
export const DEFAULT_HERO_IMAGE: HeroImage = {
  src: hero1600,
  srcSet: `${hero480} 480w, ${hero960} 960w, ${hero1600} 1600w`,
};

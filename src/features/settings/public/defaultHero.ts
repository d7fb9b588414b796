import { bundledHeroImage, type HeroImage } from '../rules';
// Drawn by server/features/settings/make-hero-image.ts. `no-inline`: the smallest is under Vite's inlining limit,
// and a picture inlined as base64 would ride in the JavaScript every visitor downloads.
import hero480 from './hero-480.webp?no-inline';
import hero960 from './hero-960.webp?no-inline';
import hero1600 from './hero-1600.webp?no-inline';

/** The bundled hero background, in three widths. */
export const DEFAULT_HERO_IMAGE: HeroImage = bundledHeroImage({ 480: hero480, 960: hero960, 1600: hero1600 });

/**
 * What the home hero shows, from the settings call: the admin's texts and picture, or the site's
 * defaults for anything missing or blank. Pure, so the rule is unit-tested without React.
 */
import { DEFAULT_MISSION_TEXT, DEFAULT_SUBTITLE_TEXT } from '../../brand';
import { imageSources } from '../../domain/imageSources';
import { focusPosition, pictureAlt, readPictureDetails } from '../../domain/pictures';

export interface HeroImage {
  src: string;
  /** Width descriptors ('… 480w, … 960w'); undefined when only one size exists. */
  srcSet?: string;
  /** The uploaded picture's alt text ('' when it has none or is decorative: the hero's texts say it all). */
  alt?: string;
  /** CSS object-position keeping its focal point in view; undefined: centred. */
  position?: string;
}

export interface HeroContent {
  missionText: string;
  subtitleText: string;
  image: HeroImage;
  /** True when the picture is the bundled one (the admin has not uploaded any). */
  isDefaultImage: boolean;
}

export interface HeroSettings {
  missionText?: string | null;
  subtitleText?: string | null;
  heroBackgroundImage?: string | null;
  heroBackgroundImageDetails?: unknown;
}

/** The bundled hero picture, from the built URLs of its three widths. */
export function bundledHeroImage(urls: { 480: string; 960: string; 1600: string }): HeroImage {
  return { src: urls[1600], srcSet: `${urls[480]} 480w, ${urls[960]} 960w, ${urls[1600]} 1600w` };
}

const text = (value: string | null | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

/** The alt text and focal point of an uploaded hero that has them (decision 024). */
function heroDetails(value: unknown): Pick<HeroImage, 'alt' | 'position'> {
  const details = readPictureDetails(value);
  if (!details) return {};
  const position = focusPosition(details);
  return { alt: pictureAlt(details), ...(position ? { position } : {}) };
}

/**
 * The hero of the given settings (null: the call failed or has not answered). An uploaded picture
 * gets the srcset of the server's resized copies; `base` is the API base for relative paths.
 */
export function heroContent(settings: HeroSettings | null, base: string, defaultImage: HeroImage): HeroContent {
  const uploaded = settings?.heroBackgroundImage?.trim() ? imageSources(settings.heroBackgroundImage, base) : null;
  return {
    missionText: text(settings?.missionText, DEFAULT_MISSION_TEXT),
    subtitleText: text(settings?.subtitleText, DEFAULT_SUBTITLE_TEXT),
    image: uploaded ? { src: uploaded.src, srcSet: uploaded.srcSet, ...heroDetails(settings?.heroBackgroundImageDetails) } : defaultImage,
    isDefaultImage: !uploaded,
  };
}

/** A WhatsApp Channel's link, as the settings take it (openapi.yaml SettingsForm.whatsappChannel). */
const WHATSAPP_CHANNEL = /^https:\/\/(www\.)?whatsapp\.com\/channel\/[A-Za-z0-9_-]{10,80}\/?$/;

/** The link when it is a WhatsApp Channel's, else null: nothing else is ever put in the page as a link. */
export function whatsappChannelLink(value: unknown): string | null {
  return typeof value === 'string' && WHATSAPP_CHANNEL.test(value) ? value : null;
}

/**
 * Everything that names the association, in one place. Rebranding the site for another
 * association means editing this file (and the texts an admin sets on the settings screen);
 * no other source file spells the association's name, addresses or links.
 */

export interface ExternalLink {
  /** Visible text of the link. */
  readonly label: string;
  readonly href: string;
}

export type RelatedLinkKey = 'church' | 'regionalMission' | 'reliefAgency' | 'tv' | 'radio' | 'campusMinistry' | 'tims';
export type SocialLinkKey = 'youtube' | 'facebook' | 'x' | 'instagram' | 'whatsapp';

/** Full name of the association. */
export const ASSOCIATION_NAME = "Tanzania Universities & Colleges Adventist Students' Association";

/** Short name, used in headings such as 'TUCASA Gallery' and 'TUCASA Calendar'. */
export const SHORT_NAME = 'TUCASA';

/** What follows the short name in the default hero subtitle (STU: Southern Tanzania Union). */
export const SUBTITLE_SUFFIX = 'STU – The Adventist Mission to Campuses';

export const HEADQUARTERS = {
  city: 'Dar es Salaam',
  country: 'Tanzania',
  /** One line, as the footer shows it. */
  label: 'Dar es Salaam, Tanzania',
} as const;

/** Public contact address shown on the site. */
export const PUBLIC_EMAIL = 'tucasastu@gmail.com';

/** Footer "related links", in the order the spec lists them. */
export const RELATED_LINKS: Readonly<Record<RelatedLinkKey, ExternalLink>> = {
  church: { label: 'Seventh-day Adventist Church', href: 'https://www.adventist.org/en/' },
  regionalMission: { label: 'Southern Tanzania Union', href: 'https://www.stuadventist.org' },
  reliefAgency: { label: 'ADRA', href: 'https://adra.org' },
  tv: { label: 'Hope TV', href: 'https://www.hopetv.org' },
  radio: { label: 'Adventist World Radio', href: 'https://www.awr.org' },
  campusMinistry: { label: 'Public Campus Ministries', href: 'https://www.pcm.adventist.org' },
  tims: { label: 'TIMS', href: 'https://tims.tucasastu.com' },
};

/** Footer social links, in the order the spec lists them. */
export const SOCIAL_LINKS: Readonly<Record<SocialLinkKey, ExternalLink>> = {
  youtube: { label: 'YouTube', href: 'https://www.youtube.com/channel/UCXlIX--xWi5EkMOHEAondw' },
  facebook: { label: 'Facebook', href: 'https://www.facebook.com/profile.php?id=100007626844444' },
  x: { label: 'X', href: 'https://x.com/TUCASA_STU' },
  instagram: { label: 'Instagram', href: 'https://www.instagram.com/tucasastu/' },
  whatsapp: { label: 'WhatsApp', href: 'https://api.whatsapp.com/send/?phone=255757344344' },
};

/** Related links as a list, in display order. */
export const RELATED_LINK_LIST: readonly ExternalLink[] = Object.values(RELATED_LINKS);
/** Social links as a list, in display order. */
export const SOCIAL_LINK_LIST: readonly ExternalLink[] = Object.values(SOCIAL_LINKS);

/** The separate summit site behind 'Join Us for an Inspiring Experience'. */
export const SUMMIT_SITE_URL = 'https://sms.tucasastu.com';

/** Facts the About text states (spec section 1). */
export const ABOUT_FACTS = {
  foundedYear: 2010,
  members: 5000,
  universities: 20,
  fundamentalBeliefs: 28,
} as const;

/** Defaults the home page shows until an admin saves settings (spec section 2). */
export const DEFAULT_MISSION_TEXT = 'Living the Mission, Reaching the Nations';
export const DEFAULT_SUBTITLE_TEXT = `${SHORT_NAME} ${SUBTITLE_SUFFIX}`;
export const BANNER_TEXT = 'EMPOWERING YOUTH, BUILDING FAITH, SHARING CHRIST, REACHING CAMPUSES';

/** The home page's three info cards. */
export type InfoKey = 'about' | 'beliefs' | 'doctrine';

/** An info card; its long text, for the Read More dialog, is in brandLong.ts. */
export interface InfoText {
  readonly key: InfoKey;
  readonly title: string;
  /** Shown on the home page card. */
  readonly short: string;
}

/**
 * The members' count as both languages write it (en-US and sw-TZ group thousands with a comma).
 * Not through Intl: its first use loads the locale's data, 12 ms on this module's evaluation,
 * which every page's takeover waits for (issue 32, a trace of the boot chunk).
 */
export const MEMBERS_TEXT = String(ABOUT_FACTS.members).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const members = MEMBERS_TEXT;

export const ABOUT_US: InfoText = {
  key: 'about',
  title: 'About Us',
  short: `Founded in ${ABOUT_FACTS.foundedYear}, ${SHORT_NAME} brings together over ${members} Seventh-day Adventist students in ${ABOUT_FACTS.universities} universities to grow in faith, serve their campuses and share Christ.`,
};

export const OUR_BELIEFS: InfoText = {
  key: 'beliefs',
  title: 'Our Beliefs',
  short: `We hold the ${ABOUT_FACTS.fundamentalBeliefs} fundamental beliefs of the Seventh-day Adventist Church, with the Holy Scriptures as our only rule of faith and practice.`,
};

export const OUR_DOCTRINE: InfoText = {
  key: 'doctrine',
  title: 'Our Doctrine',
  short: 'Our teaching rests on the Word of God: salvation by grace through faith in Jesus Christ, obedience out of love, and the hope of His soon return.',
};

/**
 * PUBLIC_TEXTS in Swahili (issue 31): the layout, the home page and the not-found page. Words as
 * Tanzanian students write them; the terms are in docs/glossary.md.
 */

import { ASSOCIATION_NAME, SHORT_NAME } from '../../../brand';
import type { PublicTexts } from '../publicTexts';

export const PUBLIC_TEXTS_SW: PublicTexts = {
  newTab: '(hufunguka kwenye kichupo kipya)',
  layout: {
    skipToContent: 'Ruka hadi maudhui',
    menu: 'Menyu',
    mainNav: 'Urambazaji mkuu',
    nav: { home: 'MWANZO', gallery: 'PICHA', calendar: 'KALENDA', book: 'VITABU', chaplaincy: 'UCHUNGAJI', summit: 'KONGAMANO', search: 'TAFUTA' },
    languages: 'Lugha',
    followOnWhatsApp: 'Tufuate kwenye WhatsApp',
  },
  footer: {
    contactHeading: 'Wasiliana Nasi',
    headquarters: 'Makao Makuu:',
    emailUs: 'Tutumie Barua Pepe',
    relatedLinks: 'Viungo Muhimu',
    followUs: 'Tufuate',
    copyright: (year) => `© ${year} ${ASSOCIATION_NAME} (${SHORT_NAME}). Haki zote zimehifadhiwa.`,
  },
  home: {
    affiliates: 'Washirika Wetu',
    announcements: 'Matangazo',
    recentPosts: 'Machapisho ya Karibuni',
    readMore: 'Soma Zaidi',
    readMoreAbout: (title) => `Soma Zaidi: ${title}`,
    close: 'Funga',
    loading: 'Inapakia...',
    viewAttachment: 'Fungua Kiambatisho',
    noAnnouncements: 'Hakuna matangazo kwa sasa.',
    noRecentPosts: 'Hakuna machapisho ya karibuni.',
    postsError: 'Imeshindikana kupakia maudhui. Tafadhali jaribu tena baadaye.',
    settingsNoData: 'Hakuna data ya mipangilio iliyopokelewa',
    settingsNoResponse: 'Hakuna jibu lililopokelewa',
  },
  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Ukurasa unaoutafuta haupo au umehamishwa.',
    homeLink: 'Nenda kwenye ukurasa wa mwanzo',
  },
};

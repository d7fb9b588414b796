/** The association's own texts of brand.ts in Swahili (issue 31): the home page's cards and banner. */

import { ABOUT_FACTS, MEMBERS_TEXT, SHORT_NAME, type InfoText } from '../../../brand';

const members = MEMBERS_TEXT;
const beliefs = ABOUT_FACTS.fundamentalBeliefs;

export const SUBTITLE_SW = `${SHORT_NAME} STU – Utume wa Waadventista Vyuoni`;

export const BRAND_TEXTS_SW = {
  subtitle: SUBTITLE_SW,
  mission: 'Kuishi Utume, Kuyafikia Mataifa',
  banner: 'KUWAWEZESHA VIJANA, KUJENGA IMANI, KUMSHUHUDIA KRISTO, KUVIFIKIA VYUO',
  info: [
    {
      key: 'about',
      title: 'Kuhusu Sisi',
      short: `Kilianzishwa mwaka ${ABOUT_FACTS.foundedYear}; ${SHORT_NAME} kinawaunganisha zaidi ya wanafunzi ${members} Waadventista Wasabato katika vyuo vikuu ${ABOUT_FACTS.universities}, ili wakue katika imani, wahudumie vyuo vyao na kumshuhudia Kristo.`,
    },
    {
      key: 'beliefs',
      title: 'Imani Yetu',
      short: `Tunashikilia imani ${beliefs} za msingi za Kanisa la Waadventista Wasabato, na Maandiko Matakatifu ndiyo kanuni yetu pekee ya imani na matendo.`,
    },
    {
      key: 'doctrine',
      title: 'Mafundisho Yetu',
      short: 'Mafundisho yetu yamesimama juu ya Neno la Mungu: wokovu kwa neema kupitia imani katika Yesu Kristo, utii unaotokana na upendo, na tumaini la kurudi kwake hivi karibuni.',
    },
  ] satisfies readonly InfoText[],
} as const;

/** The association's own texts of brand.ts in Swahili (issue 31): the home page's cards and banner. */

import { ABOUT_FACTS, ASSOCIATION_NAME, SHORT_NAME, type InfoText } from '../../../brand';

const members = ABOUT_FACTS.members.toLocaleString('sw-TZ');
const beliefs = ABOUT_FACTS.fundamentalBeliefs;

export const SUBTITLE_SW = `${SHORT_NAME} STU – Utume wa Waadventista Vyuoni`;

export const BRAND_TEXTS_SW = {
  subtitle: SUBTITLE_SW,
  mission: 'Kuishi Utume, Kuyafikia Mataifa',
  banner: 'KUWAWEZESHA VIJANA, KUJENGA IMANI, KUMSHUHUDIA KRISTO, KUVIFIKIA VYUO',
  info: [
    {
      title: 'Kuhusu Sisi',
      short: `Kilianzishwa mwaka ${ABOUT_FACTS.foundedYear}; ${SHORT_NAME} kinawaunganisha zaidi ya wanafunzi ${members} Waadventista Wasabato katika vyuo vikuu ${ABOUT_FACTS.universities}, ili wakue katika imani, wahudumie vyuo vyao na kumshuhudia Kristo.`,
      long: [
        `${ASSOCIATION_NAME} (${SHORT_NAME}) kilianzishwa mwaka ${ABOUT_FACTS.foundedYear} ili kuwaunganisha wanafunzi Waadventista Wasabato wa taasisi za elimu ya juu katika ushirika mmoja. Leo kina wanachama zaidi ya ${members} katika vyuo vikuu ${ABOUT_FACTS.universities} ndani ya Unioni ya Kusini mwa Tanzania.`,
        'Katika kila chuo, wanachama hukutana kwa ibada ya Sabato, kujifunza Biblia na maombi, na huwafikia wanafunzi wenzao kupitia uinjilisti, programu za afya, huduma kwa jamii na ulezi.',
        `Kikiwa kimesimama juu ya imani ${beliefs} za msingi za Kanisa la Waadventista Wasabato, ${SHORT_NAME} huwaandaa wataalamu vijana kuishi utume popote wanaposoma na kufanya kazi, na kuyapelekea mataifa tumaini la kurudi kwa Kristo hivi karibuni.`,
      ],
    },
    {
      title: 'Imani Yetu',
      short: `Tunashikilia imani ${beliefs} za msingi za Kanisa la Waadventista Wasabato, na Maandiko Matakatifu ndiyo kanuni yetu pekee ya imani na matendo.`,
      long: [
        `Kama Waadventista Wasabato tunaikubali Biblia kuwa kanuni yetu pekee ya imani, na tunashikilia imani ${beliefs} za msingi ambazo Kanisa limezitoa katika Maandiko Matakatifu.`,
        'Tunamwamini Mungu mmoja: Baba, Mwana na Roho Mtakatifu. Tunaamini kwamba wokovu ni zawadi ya bure ya Mungu kwa imani katika Yesu Kristo, aliyeishi, akafa na kufufuka kwa ajili yetu, na ambaye sasa anatuombea.',
        'Tunaitunza Sabato ya siku ya saba kama ishara ya Muumba na Mkombozi wetu, tunaitunza miili yetu kama hekalu la Roho Mtakatifu, na tunalitazamia tumaini lenye baraka: kurudi kwa Yesu mwenyewe hivi karibuni.',
      ],
    },
    {
      title: 'Mafundisho Yetu',
      short: 'Mafundisho yetu yamesimama juu ya Neno la Mungu: wokovu kwa neema kupitia imani katika Yesu Kristo, utii unaotokana na upendo, na tumaini la kurudi kwake hivi karibuni.',
      long: [
        'Mafundisho tunayoyafundisha na kuyaishi ni yale ya Kanisa la Waadventista Wasabato: Maandiko ni Neno la Mungu lililovuviwa, na kipimo ambacho kila fundisho hupimwa kwacho.',
        'Yanatangaza injili ya milele ya jumbe za malaika watatu wa Ufunuo 14: kumwabudu Muumba, wokovu kwa neema kupitia imani katika Kristo peke yake, na maisha ya utii wa uaminifu kwa amri zake kama tunda la neema hiyo.',
        'Yanamwita kila mwanafunzi kuwa wakili mwema wa muda, vipawa na mali, kuishi maisha ya afya na kiasi, na kushuhudia chuoni na kwingineko hadi Yesu atakaporudi.',
      ],
    },
  ] satisfies readonly InfoText[],
} as const;

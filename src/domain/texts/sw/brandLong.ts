/**
 * The long texts of the home page's info cards in Swahili (brandLong.ts's INFO_LONG), shown by Read
 * More: with the dialog, not in the Swahili pages' first load (issue 31's budget).
 */

import { ABOUT_FACTS, MEMBERS_TEXT, ASSOCIATION_NAME, SHORT_NAME, type InfoKey } from '../../../brand';

const members = MEMBERS_TEXT;
const beliefs = ABOUT_FACTS.fundamentalBeliefs;

export const INFO_LONG_SW: Readonly<Record<InfoKey, readonly string[]>> = {
  about: [
    `${ASSOCIATION_NAME} (${SHORT_NAME}) kilianzishwa mwaka ${ABOUT_FACTS.foundedYear} ili kuwaunganisha wanafunzi Waadventista Wasabato wa taasisi za elimu ya juu katika ushirika mmoja. Leo kina wanachama zaidi ya ${members} katika vyuo vikuu ${ABOUT_FACTS.universities} ndani ya Unioni ya Kusini mwa Tanzania.`,
    'Katika kila chuo, wanachama hukutana kwa ibada ya Sabato, kujifunza Biblia na maombi, na huwafikia wanafunzi wenzao kupitia uinjilisti, programu za afya, huduma kwa jamii na ulezi.',
    `Kikiwa kimesimama juu ya imani ${beliefs} za msingi za Kanisa la Waadventista Wasabato, ${SHORT_NAME} huwaandaa wataalamu vijana kuishi utume popote wanaposoma na kufanya kazi, na kuyapelekea mataifa tumaini la kurudi kwa Kristo hivi karibuni.`,
  ],
  beliefs: [
    `Kama Waadventista Wasabato tunaikubali Biblia kuwa kanuni yetu pekee ya imani, na tunashikilia imani ${beliefs} za msingi ambazo Kanisa limezitoa katika Maandiko Matakatifu.`,
    'Tunamwamini Mungu mmoja: Baba, Mwana na Roho Mtakatifu. Tunaamini kwamba wokovu ni zawadi ya bure ya Mungu kwa imani katika Yesu Kristo, aliyeishi, akafa na kufufuka kwa ajili yetu, na ambaye sasa anatuombea.',
    'Tunaitunza Sabato ya siku ya saba kama ishara ya Muumba na Mkombozi wetu, tunaitunza miili yetu kama hekalu la Roho Mtakatifu, na tunalitazamia tumaini lenye baraka: kurudi kwa Yesu mwenyewe hivi karibuni.',
  ],
  doctrine: [
    'Mafundisho tunayoyafundisha na kuyaishi ni yale ya Kanisa la Waadventista Wasabato: Maandiko ni Neno la Mungu lililovuviwa, na kipimo ambacho kila fundisho hupimwa kwacho.',
    'Yanatangaza injili ya milele ya jumbe za malaika watatu wa Ufunuo 14: kumwabudu Muumba, wokovu kwa neema kupitia imani katika Kristo peke yake, na maisha ya utii wa uaminifu kwa amri zake kama tunda la neema hiyo.',
    'Yanamwita kila mwanafunzi kuwa wakili mwema wa muda, vipawa na mali, kuishi maisha ya afya na kiasi, na kushuhudia chuoni na kwingineko hadi Yesu atakaporudi.',
  ],
};

/**
 * ServerErrorWords (domain/serverWords.ts) in Swahili for the back-office: what a failed call
 * answered, with the server's own texts (SERVER_TEXTS) said in Swahili.
 */

import { SERVER_TEXTS, type ServerTextKey } from '../../../serverTexts';
import type { ServerErrorWords } from '../../../serverWords';
import { STATUS_WORDS_SW } from '../serverErrors';

/** Each of SERVER_TEXTS in Swahili. */
export const SERVER_TEXTS_SW: Readonly<Record<ServerTextKey, string>> = {
  wrongLogin: 'Barua pepe au nenosiri si sahihi.',
  busy: 'Seva ina kazi nyingi. Tafadhali jaribu tena baada ya sekunde chache.',
  tooManyLogins: 'Kuna majaribio mengi mno ya kuingia kwenye tovuti hii sasa hivi. Tafadhali jaribu tena baada ya dakika moja.',
  tokenMissing: 'Hujaingia. Tafadhali ingia.',
  sessionExpired: 'Muda wako wa kuingia umekwisha au si halali. Tafadhali ingia tena.',
  tooManyRequests: 'Maombi mengi mno. Subiri kidogo kisha ujaribu tena.',
  ownersOnly: 'Ni mmiliki pekee anayeweza kufanya hivi.',
  lastOwner: 'Mmiliki wa mwisho anayetumika hawezi kushushwa wala kuzimwa. Mfanye mtu mwingine kuwa mmiliki kwanza.',
  emailTaken: 'Tayari kuna akaunti yenye barua pepe hii.',
  wrongCurrent: 'Nenosiri lako la sasa si sahihi.',
  reactivateFirst: 'Akaunti hii imezimwa: iwashe tena kwanza.',
  tooCommon: 'Nenosiri hili ni la kawaida mno: chagua jingine.',
  settingsUpdated: 'Mipangilio imesasishwa',
  passwordChanged: 'Nenosiri lako limebadilishwa. Vipindi vyako vingine vimefungwa.',
};

const byText = new Map(Object.entries(SERVER_TEXTS).map(([key, text]) => [text as string, SERVER_TEXTS_SW[key as ServerTextKey]]));

export const SERVER_ERRORS_SW: ServerErrorWords = { ...STATUS_WORDS_SW, said: (text) => byText.get(text) ?? '' };

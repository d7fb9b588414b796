/** ServerErrorWords (domain/serverWords.ts) in Swahili: what a failed call answered, said in a Swahili screen. */

import { SERVER_TEXTS, type ServerTextKey } from '../../serverTexts';
import type { ServerErrorWords } from '../../serverWords';

/** A language's words for what the server answers, with their lookup by the English text. */
function serverWords(words: Omit<ServerErrorWords, 'said'>): ServerErrorWords {
  const byText = new Map(Object.entries(SERVER_TEXTS).map(([key, text]) => [text as string, words.known[key as ServerTextKey]]));
  return { ...words, said: (text) => byText.get(text) ?? '' };
}

export const SERVER_ERRORS_SW: ServerErrorWords = serverWords({
  known: {
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
  },
  byStatus: {
    401: 'Muda wako wa kuingia umekwisha. Tafadhali ingia tena.',
    403: 'Huna ruhusa ya kufanya hivi.',
    404: 'Hakipatikani: huenda kimefutwa.',
    413: 'Ni kikubwa mno: faili au maandishi yamezidi kikomo kinachoruhusiwa.',
    415: 'Aina hii ya faili haikubaliki.',
    429: 'Maombi mengi mno. Subiri kidogo kisha ujaribu tena.',
    500: 'Hitilafu ya seva. Tafadhali jaribu tena baadaye.',
    502: 'Seva haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
    503: 'Seva ina kazi nyingi au haipatikani kwa sasa. Tafadhali jaribu tena baada ya muda mfupi.',
    504: 'Seva haikujibu kwa wakati. Tafadhali jaribu tena.',
  },
  quoted: (server) => `Seva ilijibu: “${server}”`,
});

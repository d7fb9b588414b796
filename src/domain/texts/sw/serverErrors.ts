/**
 * ServerErrorWords (domain/serverWords.ts) in Swahili for the public pages: a read of theirs is
 * refused only for what its status says (busy, too many requests, gone), so they need no lookup of the
 * server's own texts. The back-office's, with that lookup: sw/admin/serverErrors.ts.
 */

import type { ServerErrorWords } from '../../serverWords';

/** What an answer's status means, and the server's words quoted, in Swahili: both screens' words. */
export const STATUS_WORDS_SW: Omit<ServerErrorWords, 'said'> = {
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
};

export const PUBLIC_SERVER_ERRORS_SW: ServerErrorWords = { ...STATUS_WORDS_SW, said: () => '' };

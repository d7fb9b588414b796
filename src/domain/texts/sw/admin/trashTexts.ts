/** TRASH_TEXTS and POSTER_TEXTS in Swahili (issue 31): the Trash screen and the video poster picker. */

import type { AdminTexts } from '../../adminTexts';
import { CANNOT_UNDO, quoted } from './phrases';

export const TRASH_TEXTS_SW: AdminTexts['trash'] = {
  title: 'Tupio',
  intro: 'Vitu vilivyofutwa hukaa hapa kwa siku 30, kisha huondolewa kabisa pamoja na faili zake.',
  list: 'Vitu vilivyofutwa',
  loading: 'Inapakia tupio...',
  empty: 'Tupio ni tupu.',
  fetchFailed: 'Imeshindikana kupakia tupio.',
  types: { announcement: 'Tangazo', media: 'Picha na video', leader: 'Kiongozi', book: 'Kitabu', event: 'Tukio la kalenda', summit: 'Kongamano' },
  // Of the item (kitu, noun class 7): 'Kilifutwa: siku 3 zilizopita'.
  deletedLabel: 'Kilifutwa:',
  purgeLabel: 'Kitaondolewa kabisa:',
  morePictures: (count) => `+${count} zaidi`,
  // Picha is the same in singular and plural (noun class 9/10).
  pictures: (count) => `picha ${count}`,
  // Siku 1 iliyopita / siku 3 zilizopita: the relative agrees with the number (class 9/10).
  daysAgo: (days) => (days === 0 ? 'leo' : days === 1 ? 'siku 1 iliyopita' : `siku ${days} zilizopita`),
  daysLeft: (days) => (days === 0 ? 'leo' : days === 1 ? 'baada ya siku 1' : `baada ya siku ${days}`),
  restore: 'Rejesha',
  restoring: 'Inarejesha...',
  deleteForGood: 'Futa kabisa',
  confirmTitle: 'Futa kabisa?',
  confirmDescription: (title) => `${quoted(title)} na faili zake vitafutwa kabisa. ${CANNOT_UNDO}`,
  // 'You restored "X"': no agreement with the item's noun class, which the text does not know.
  restored: (title) => `Umerejesha ${quoted(title)}.`,
  deletedForGood: (title) => `Umefuta ${quoted(title)} kabisa.`,
  restoreFailed: (title) => `Imeshindikana kurejesha ${quoted(title)}.`,
  deleteFailed: (title) => `Imeshindikana kufuta ${quoted(title)} kabisa.`,
  undo: 'Tendua',
  undone: 'Kimerejeshwa: kimerudi kwenye tovuti.',
  undoFailed: 'Imeshindikana kutendua ufutaji. Kitu bado kiko kwenye Tupio.',
};

export const POSTER_TEXTS_SW: AdminTexts['poster'] = {
  label: (file) => `Kijipicha cha ${file}`,
  hint: 'Ukurasa wa Picha unaonyesha fremu hii hadi video ichezwe. Sogeza kitelezi ili kuchagua wakati mwingine.',
  moment: 'Wakati',
  momentOf: (moment, duration) => `${moment} kati ya ${duration}`,
  loading: 'Inasoma video...',
  failed: 'Kivinjari hiki hakiwezi kuonyesha fremu ya video hii: itapakiwa bila kijipicha.',
};

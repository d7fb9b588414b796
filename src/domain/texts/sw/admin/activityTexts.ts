/**
 * ACTIVITY_TEXTS in Swahili (issue 31). An entry reads '<who> <action> <type> “<title>”': each action
 * is a verb with the person's subject prefix (a-, perfect -me-), ending where the type follows.
 */

import type { AdminCatalogue } from '../../adminCatalogue';

export const ACTIVITY_TEXTS_SW: AdminCatalogue['activity'] = {
  nav: 'Shughuli',
  title: 'Shughuli',
  intro: 'Nani alibadilisha nini, na lini. Kumbukumbu hizi haziwezi kubadilishwa wala kuondolewa.',
  list: 'Kumbukumbu za shughuli',
  loading: 'Inapakia shughuli...',
  empty: 'Bado hakuna shughuli.',
  fetchFailed: 'Imeshindikana kupakia shughuli.',
  moreFailed: 'Imeshindikana kupakia shughuli zaidi.',
  person: 'Mtu',
  everyone: 'Wote',
  type: 'Aina',
  everything: 'Kila kitu',
  more: 'Onyesha kumbukumbu za zamani zaidi',
  loadingMore: 'Inapakia...',
  someone: 'Mtu fulani',
  from: 'kutoka',
  types: {
    announcement: 'Tangazo',
    media: 'Picha na video',
    leader: 'Kiongozi',
    book: 'Kitabu',
    event: 'Tukio la kalenda',
    summit: 'Kongamano',
    settings: 'Mipangilio',
    message: 'Ujumbe',
    account: 'Akaunti',
    backup: 'Nakala rudufu',
  },
  actions: {
    create: 'ameunda',
    update: 'amehariri',
    schedule: 'amebadilisha uchapishaji wa',
    trash: 'amehamishia kwenye tupio',
    restore: 'amerejesha',
    delete: 'amefuta kabisa',
    login: 'ameingia kwenye',
    lock: 'amefungiwa baada ya kushindwa kuingia mara kadhaa:',
    invite: 'amealika',
    role: 'amebadilisha jukumu la',
    deactivate: 'amezima',
    reactivate: 'amewasha tena',
    link: 'ametoa kiungo cha',
    accept: 'ametumia kiungo cha',
    password: 'amebadilisha nenosiri la',
    backup: 'amepakua nakala rudufu:',
    'restore-backup': 'amerejesha nakala rudufu:',
  },
};

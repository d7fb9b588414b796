/**
 * SUCCESS, ERRORS, EMPTY and PAGE_TEXTS of notices.ts in Swahili (issue 31). The entries the public
 * site shows too are its Swahili texts (sw/publicTexts.ts, sw/publicPagesTexts.ts), as in English.
 */

import type { AdminCatalogue } from '../../adminCatalogue';
import { PUBLIC_PAGES_TEXTS_SW as P } from '../publicPagesTexts';
import { PUBLIC_TEXTS_SW } from '../publicTexts';
import { publicEmptyTexts, publicPageTexts } from '../../publicInAdmin';

export const SUCCESS_SW: AdminCatalogue['success'] = {
  login: 'Umeingia kwa mafanikio!',
  mediaUploaded: 'Picha na video zimepakiwa kwa mafanikio!',
  mediaUpdated: 'Albamu imesasishwa kwa mafanikio!',
  mediaDeleted: 'Albamu imefutwa kwa mafanikio!',
  leaderAdded: 'Kiongozi ameongezwa kwa mafanikio',
  leaderUpdated: 'Taarifa za kiongozi zimesasishwa kwa mafanikio',
  leaderDeleted: 'Kiongozi amefutwa kwa mafanikio',
  bookAdded: 'Kitabu kimeongezwa kwa mafanikio!',
  bookUpdated: 'Kitabu kimesasishwa kwa mafanikio!',
  bookDeleted: 'Kitabu kimefutwa kwa mafanikio!',
  summitCreated: 'Kongamano limeundwa kwa mafanikio!',
  summitUpdated: 'Kongamano limesasishwa kwa mafanikio!',
  summitDeleted: 'Kongamano limefutwa kwa mafanikio!',
  eventAdded: 'Tukio jipya limeongezwa kwenye kalenda kwa mafanikio!',
  eventUpdated: 'Tukio limesasishwa kwenye kalenda kwa mafanikio!',
  eventDeleted: 'Tukio limefutwa kwa mafanikio!',
  announcementDeleted: 'Tangazo limefutwa kwa mafanikio',
  messageSent: P.contact.sent,
  summitsLoaded: P.summit.loaded,
  summitsLoadedEmpty: P.summit.loadedEmpty,
};

export const ERRORS_SW: AdminCatalogue['errors'] = {
  leaders: {
    fetch: 'Imeshindikana kupakia viongozi',
    delete: 'Imeshindikana kumfuta kiongozi',
    update: 'Imeshindikana kusasisha taarifa za kiongozi',
    add: 'Imeshindikana kumwongeza kiongozi',
    notArray: 'Muundo wa data si sahihi: orodha ya viongozi ilitarajiwa.',
    networkNotOk: 'Jibu la mtandao halikuwa sawa',
    publicLoad: P.chaplaincy.loadError,
  },
  calendar: {
    fetch: 'Imeshindikana kupakia kalenda ya mwaka',
    update: 'Imeshindikana kusasisha tukio la kalenda ya mwaka',
    create: 'Imeshindikana kuongeza tukio kwenye kalenda ya mwaka',
    delete: 'Imeshindikana kufuta tukio la kalenda ya mwaka',
    publicLoad: P.calendar.loadError,
  },
  summits: {
    retrieve: 'Imeshindikana kupakia makongamano. Tafadhali angalia mtandao wako kisha ujaribu tena.',
    create: 'Imeshindikana kuunda kongamano.',
    update: 'Imeshindikana kusasisha kongamano.',
    delete: 'Imeshindikana kufuta kongamano.',
    loginToAct: 'Tafadhali ingia ili kufanya kitendo hiki.',
    publicLoad: P.summit.loadError,
  },
  media: {
    load: 'Imeshindikana kupakia picha na video. Tafadhali jaribu tena baadaye.',
    delete: 'Imeshindikana kufuta albamu.',
    upload: 'Upakiaji umeshindikana.',
    update: 'Imeshindikana kusasisha.',
  },
  books: {
    fetch: 'Imeshindikana kupakia vitabu. Tafadhali jaribu tena.',
    delete: 'Hitilafu wakati wa kufuta kitabu. Tafadhali jaribu tena.',
    submit: 'Hitilafu wakati wa kutuma fomu. Tafadhali jaribu tena.',
    publicLoad: P.book.loadError,
  },
  announcements: {
    fetch: 'Imeshindikana kupakia matangazo',
    delete: 'Imeshindikana kufuta tangazo',
    submit: 'Imeshindikana kuhifadhi tangazo',
  },
  settings: {
    // Followed by the error's detail (withDetail), as in English.
    fetch: 'Imeshindikana kupakia mipangilio:',
    update: 'Imeshindikana kusasisha mipangilio:',
    noData: PUBLIC_TEXTS_SW.home.settingsNoData,
    noResponse: PUBLIC_TEXTS_SW.home.settingsNoResponse,
  },
  dashboard: {
    leaderCounts: 'Imeshindikana kupakia idadi ya viongozi',
    mediaCount: 'Imeshindikana kupakia idadi ya albamu',
    mediaCountUnexpected: 'Hitilafu isiyotarajiwa imetokea wakati wa kupakia idadi ya albamu',
    eventsCount: 'Imeshindikana kupakia idadi ya matukio',
    eventCount: 'Imeshindikana kupakia hesabu ya matukio',
    unexpected: 'Hitilafu isiyotarajiwa imetokea',
  },
  auth: {
    noToken: 'Hakuna tokeni iliyopatikana. Tafadhali ingia.',
    tokenMissing: 'Tokeni ya uthibitisho haipo. Tafadhali ingia.',
    loginFailed: 'Imeshindikana kuingia. Tafadhali hakiki barua pepe na nenosiri lako.',
  },
  public: { homePosts: PUBLIC_TEXTS_SW.home.postsError, gallery: P.gallery.loadError, contactSend: P.contact.sendError },
};

export const EMPTY_SW: AdminCatalogue['empty'] = {
  media: 'Hakuna picha wala video kwa sasa.',
  books: 'Hakuna vitabu kwa sasa.',
  summits: 'Hakuna makongamano kwa sasa.',
  events: 'Hakuna matukio kwa sasa.',
  ...publicEmptyTexts(P, PUBLIC_TEXTS_SW),
};

export const PAGE_TEXTS_SW: AdminCatalogue['page'] = {
  ...publicPageTexts(P),
  // Before a date: 'Kilipakiwa 3 Machi 2025' (the book, kitabu, noun class 7).
  bookUploadedOn: 'Kilipakiwa',
  notSpecified: 'Haijatajwa',
  loggingIn: 'Inaingia...',
  settingsHeading: 'Sasisha Mipangilio ya Ukurasa wa Mwanzo',
  settingsSubmit: 'Sasisha Mipangilio',
  settingsBusy: 'Inasasisha...',
  announcementCreate: 'Unda Tangazo',
  announcementUpdate: 'Sasisha Tangazo',
  processing: 'Inashughulikia...',
  sending: 'Inatuma...',
  confirmUpdate: 'Thibitisha Mabadiliko',
};

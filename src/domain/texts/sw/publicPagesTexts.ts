/**
 * PUBLIC_PAGES_TEXTS in Swahili (issue 31): the pages loaded on demand, and a chunk of their own
 * (pages.ts), which the home page does not download. Terms: docs/glossary.md.
 */

import type { PublicPagesTexts } from '../publicPagesTexts';
import { PAGE_HEADINGS_SW } from './pageHeadings';

export const PUBLIC_PAGES_TEXTS_SW: PublicPagesTexts = {
  contact: {
    title: 'Wasiliana Nasi',
    description: 'Tutumie ujumbe nasi tutakujibu kupitia barua pepe yako.',
    email: 'Barua pepe',
    message: 'Ujumbe',
    trap: 'Tovuti (iache wazi)',
    sending: 'Inatuma...',
    send: 'Tuma Ujumbe',
    sent: 'Ujumbe wako umetumwa!',
    sendError: 'Imeshindikana kutuma ujumbe. Tafadhali jaribu tena baadaye.',
  },
  gallery: {
    ...PAGE_HEADINGS_SW.gallery,
    loading: 'Inapakia picha...',
    view: (title) => `Tazama ${title}`,
    files: 'faili',
    empty: 'Bado hakuna kumbukumbu za kuonyesha. Endelea kufuatilia!',
    loadError: 'Imeshindikana kupakia picha. Tafadhali jaribu tena baadaye.',
  },
  calendar: {
    ...PAGE_HEADINGS_SW.calendar,
    events: 'Matukio',
    quarterLabel: 'Robo:',
    monthLabel: 'Mwezi:',
    participantsLabel: 'Washiriki:',
    empty: 'Bado hakuna matukio. Tembelea tena hivi karibuni!',
    loadError: 'Imeshindikana kupakia matukio. Tafadhali jaribu tena baadaye.',
    subscribe: 'Fuatilia Kalenda',
    subscribeHint: 'Ongeza kalenda nzima kwenye simu au kompyuta yako: matukio mapya yataonekana humo yenyewe.',
    addToCalendar: 'Ongeza kwenye kalenda',
    addToCalendarFor: (event) => `Ongeza kwenye kalenda: ${event}`,
  },
  chaplaincy: {
    ...PAGE_HEADINGS_SW.chaplaincy,
    loading: 'Inapakia viongozi...',
    photoAlt: (name) => `Picha ya ${name}`,
    titleLabel: 'Cheo:',
    contactLabel: 'Mawasiliano:',
    empty: 'Hakuna viongozi walioorodheshwa kwa sasa. Tafadhali tembelea tena baadaye!',
    loadError: 'Imeshindikana kupakia viongozi. Tafadhali jaribu tena baadaye.',
    groups: { chaplains: 'Wachungaji', union: 'Viongozi wa Unioni', conference: 'Viongozi wa Konferensi', zonal: 'Viongozi wa Kanda' },
    notSpecified: 'Haijatajwa',
  },
  book: {
    ...PAGE_HEADINGS_SW.book,
    descriptionLabel: 'Maelezo:',
    readingPlanLink: 'Tazama Mpango wa Usomaji',
    coverAlt: (title) => `Jalada la ${title}`,
    empty: 'Hakuna kitabu kilichochaguliwa kwa sasa. Tembelea tena baadaye upate taarifa mpya!',
    loadError: 'Imeshindikana kupakia taarifa za kitabu. Tafadhali jaribu tena baadaye.',
  },
  summit: {
    ...PAGE_HEADINGS_SW.summit,
    loading: 'Inapakia...',
    summits: 'Makongamano',
    outfit: 'Sare',
    posters: 'Mabango',
    posterAlt: (summit, n) => `${summit}: bango la ${n}`,
    viewFullSize: (alt) => `Tazama kwa ukubwa kamili: ${alt}`,
    siteLink: 'Jiunge Nasi kwa Tukio la Kuhamasisha',
    timetableLink: 'Tazama Ratiba',
    noPoster: 'Hakuna Bango',
    empty: 'Hakuna taarifa za kongamano kwa sasa. Tembelea tena baadaye upate taarifa mpya!',
    loadError: 'Imeshindikana kupakia taarifa za kongamano. Tafadhali angalia mtandao wako au wasiliana na wahudumu.',
    loaded: 'Taarifa za kongamano zimepakiwa!',
    retrying: (next, max) => `Inajaribu tena kupakia kongamano (jaribio ${next}/${max})...`,
    loadedEmpty: 'Hakuna taarifa za kongamano kwa sasa.',
  },
  items: {
    loading: 'Inapakia...',
    backToAnnouncements: 'Rudi kwenye matangazo',
    backToCalendar: 'Rudi kwenye kalenda',
    backToGallery: 'Rudi kwenye picha',
    backToSummits: 'Rudi kwenye makongamano',
    postedOn: 'Imechapishwa',
    files: 'Picha na video',
    viewFile: (title, n, total) => `Tazama ${title}, ${n} kati ya ${total}`,
  },
};

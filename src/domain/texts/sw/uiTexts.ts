/** UI_TEXTS in Swahili (issue 31): the design system's own words. Terms: docs/glossary.md. */

import type { UiTexts } from '../uiTexts';

export const UI_TEXTS_SW: UiTexts = {
  banner: { dismiss: 'Funga ujumbe' },
  button: { busy: 'Inashughulikia...' },
  carousel: {
    label: 'Onyesho la picha',
    previous: 'Picha iliyotangulia',
    next: 'Picha inayofuata',
    pause: 'Simamisha onyesho',
    play: 'Endeleza onyesho',
    goTo: (n) => `Nenda picha ya ${n}`,
    position: (n, count) => `${n} kati ya ${count}`,
  },
  confirmDialog: { confirm: 'Futa', cancel: 'Ghairi', busy: 'Inafuta...' },
  fileField: {
    currentFiles: 'Faili zilizopo',
    chosenFiles: 'Faili ulizochagua',
    currentFileLink: '(faili lililopo, hufunguka kwenye kichupo kipya)',
    remove: 'Ondoa',
    removeFile: (name) => `Ondoa ${name}`,
    preview: (name) => `Hakikisho la ${name}`,
  },
  imageOverlay: { close: 'Funga' },
  loadingOverlay: { label: 'Inapakia...' },
  mediaViewer: { title: 'Kitazamaji cha picha na video', close: 'Funga', previous: 'Iliyotangulia', next: 'Inayofuata', nothing: 'Hakuna cha kuonyesha.' },
  modal: { close: 'Funga' },
  readMore: { more: 'Soma Zaidi', less: 'Soma Kidogo' },
  share: {
    share: 'Shiriki',
    whatsApp: 'Shiriki kwenye WhatsApp',
    newTab: '(hufunguka kwenye kichupo kipya)',
    copyLink: 'Nakili kiungo',
    copied: 'Kiungo kimenakiliwa',
    copyFailed: 'Imeshindikana kunakili kiungo. Kichague hapa chini ukinakili mwenyewe.',
    linkLabel: 'Kiungo cha ukurasa huu',
  },
  skeletonGrid: { label: 'Inapakia...' },
  statCard: { loading: 'Inapakia' },
};

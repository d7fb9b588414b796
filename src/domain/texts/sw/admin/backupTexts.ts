/** BACKUP_TEXTS in Swahili (issue 31): the backup screen. Backup: nakala rudufu (docs/glossary.md). */

import type { AdminCatalogue } from '../../adminCatalogue';

export const BACKUP_TEXTS_SW: AdminCatalogue['backup'] = {
  nav: 'Nakala rudufu',
  heading: 'Nakala rudufu',
  intro:
    'Nakala rudufu kamili ni faili moja lenye kila kitu: vitu vyote, akaunti, mipangilio, jumbe na faili zilizopakiwa. Ihifadhi mahali salama.',
  ownersOnly: 'Ni wamiliki pekee wanaoweza kupakua au kurejesha nakala rudufu.',
  continuous: {
    heading: 'Nakala rudufu endelevu',
    loading: 'Inapakia hali ya nakala rudufu...',
    failed: 'Imeshindikana kupakia hali ya nakala rudufu. Pakia ukurasa upya ili kujaribu tena.',
    off: 'Imezimwa: hakuna kinachonakiliwa nje ya seva hii chenyewe. Muombe anayeendesha seva aweke BACKUP_URL (diski ya pili au ndoo ya S3): kila badiliko litanakiliwa huko ndani ya dakika moja.',
    where: (target) => `Kila badiliko linanakiliwa kwenda ${target} ndani ya dakika moja.`,
    filesOnly: 'Hifadhidata ni PostgreSQL: nakala zake ni za mtoa huduma au za pg_dump. Faili zilizopakiwa zinanakiliwa hapa.',
    ago: (ago) =>
      ago.unit === 'now' ? 'sasa hivi' : `${{ s: 'sekunde', min: 'dakika', h: 'saa', d: 'siku' }[ago.unit]} ${ago.n} zilizopita`,
    lastBackup: 'Nakala ya mwisho',
    never: 'bado, tangu seva ianze',
    states: 'Hali zilizohifadhiwa',
    statesValue: (count, oldest) => (oldest ? `${count}, ya zamani zaidi ni ya ${oldest}` : String(count)),
    verified: 'Ukaguzi wa mwisho',
    late: 'Hakuna nakala kwa zaidi ya dakika 10: mabadiliko ya karibuni bado hayako salama.',
    lastError: (message) => `Jaribio la mwisho: ${message}`,
  },
  download: {
    heading: 'Pakua nakala rudufu',
    text: 'Inapakua kila kitu kama kilivyo sasa, kama faili moja la .tar. Tovuti inaendelea kufanya kazi wakati huo.',
    button: 'Pakua nakala rudufu',
    busy: 'Inapakua...',
    progress: 'Inapakua nakala rudufu',
    done: (name) => `Nakala rudufu imepakuliwa: ${name}.`,
    failed: 'Imeshindikana kupakua nakala rudufu. Tafadhali jaribu tena.',
  },
  saved: {
    heading: 'Zilizohifadhiwa kabla ya kila urejeshaji',
    // The quoted heading is restore.heading below.
    text: 'Kila urejeshaji huhifadhi hapa kwanza hali inayobadilishwa (nakala 3 za karibuni zaidi). Pakua mojawapo ili kuirudisha kwa "Rejesha kutoka kwenye nakala rudufu".',
    loading: 'Inapakia nakala zilizohifadhiwa...',
    failed: 'Imeshindikana kupakia nakala zilizohifadhiwa. Pakia ukurasa upya ili kujaribu tena.',
    empty: 'Bado hakuna: nakala moja huhifadhiwa kila nakala rudufu inaporejeshwa.',
    list: 'Nakala rudufu zilizohifadhiwa kabla ya urejeshaji',
    button: 'Pakua',
    download: (when) => `Pakua nakala rudufu iliyohifadhiwa ${when}`,
    progress: 'Inapakua nakala iliyohifadhiwa',
  },
  restore: {
    heading: 'Rejesha kutoka kwenye nakala rudufu',
    text: 'Inabadilisha kila kitu kwenye tovuti kwa maudhui ya nakala rudufu iliyopakuliwa hapa. Nakala rudufu hukaguliwa yote kwanza; faili ambalo si nakala rudufu kamili halibadilishi chochote.',
    file: 'Faili la nakala rudufu (.tar)',
    button: 'Rejesha…',
    confirmTitle: 'Rejesha nakala rudufu hii?',
    confirmDescription: (name) =>
      `Kila kitu, faili zilizopakiwa, mipangilio, jumbe, akaunti na kumbukumbu za shughuli vitabadilishwa na vile vilivyomo kwenye ${name}. Hali ya sasa itahifadhiwa kwanza kwenye seva kama nakala rudufu ya kiotomatiki. Kila mtu, wewe ukiwemo, atalazimika kuingia tena.`,
    confirm: 'Rejesha',
    progress: 'Inapakia nakala rudufu',
    checking: 'Inakagua na kurejesha...',
    failed: 'Imeshindikana kurejesha nakala rudufu. Hakuna kilichobadilishwa.',
    doneTitle: 'Nakala rudufu imerejeshwa',
    done: (savedAs) => `Kila kitu sasa kinatoka kwenye nakala rudufu. Hali ya awali imehifadhiwa kwenye seva kama ${savedAs}.`,
    signInAgain: 'Vipindi vyote vimefungwa: ingia tena kwa akaunti iliyomo kwenye nakala rudufu.',
    signIn: 'Ingia tena',
  },
};

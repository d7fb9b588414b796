/**
 * The long texts of the home page's info cards (brand.ts), shown by Read More, one string per
 * paragraph. Apart from brand.ts, whose names and links every page's first load carries: these come
 * with the dialog that shows them (issue 31's budget of 110 KB).
 */

import { ABOUT_FACTS, MEMBERS_TEXT, ASSOCIATION_NAME, SHORT_NAME, type InfoKey } from './brand';

const members = MEMBERS_TEXT;

export const INFO_LONG: Readonly<Record<InfoKey, readonly string[]>> = {
  about: [
    `${ASSOCIATION_NAME} (${SHORT_NAME}) was founded in ${ABOUT_FACTS.foundedYear} to gather Seventh-day Adventist students in higher learning institutions into one fellowship. Today it counts over ${members} members in ${ABOUT_FACTS.universities} universities within the Southern Tanzania Union.`,
    'On each campus, members meet for Sabbath worship, Bible study and prayer, and they reach out to fellow students through evangelism, health programmes, community service and mentorship.',
    `Grounded in the ${ABOUT_FACTS.fundamentalBeliefs} fundamental beliefs of the Seventh-day Adventist Church, ${SHORT_NAME} prepares young professionals to live the mission wherever they study and work, and to carry the hope of Christ's soon return to the nations.`,
  ],
  beliefs: [
    `As Seventh-day Adventists we accept the Bible as our only creed and hold the ${ABOUT_FACTS.fundamentalBeliefs} fundamental beliefs that the Church has drawn from the Holy Scriptures.`,
    'We believe in one God: Father, Son and Holy Spirit. We believe that salvation is the free gift of God through faith in Jesus Christ, who lived, died and rose again for us, and who intercedes for us now.',
    'We keep the seventh-day Sabbath as a sign of our Creator and Redeemer, we care for our bodies as temples of the Holy Spirit, and we look forward to the blessed hope: the personal and soon return of Jesus.',
  ],
  doctrine: [
    'The doctrine we teach and live is the doctrine of the Seventh-day Adventist Church: the Scriptures are the inspired Word of God and the standard by which every teaching is tested.',
    "It proclaims the everlasting gospel of the three angels' messages of Revelation 14: worship of the Creator, salvation by grace through faith in Christ alone, and a life of faithful obedience to His commandments as the fruit of that grace.",
    'It calls every student to stewardship of time, talents and means, to a healthy and temperate life, and to witness on campus and beyond until Jesus comes again.',
  ],
};

/**
 * The home page below the fold, in its own chunk: the hero (the largest paint) needs none of it,
 * and every other page of the site shares the main chunk, which holds the home page. HomePage
 * asks for this chunk as soon as it mounts, so it is there long before a visitor scrolls to it.
 */
import { ABOUT_US, OUR_BELIEFS, OUR_DOCTRINE } from '../../brand';
import { Affiliates } from './Affiliates';
import { AFFILIATES } from './affiliates';
import { InfoCards } from './InfoCards';
import { useSwahili } from '../locale';

export { AnnouncementsCarousel } from '../../features/announcements/public/AnnouncementsCarousel';
export { RecentAnnouncements } from '../../features/announcements/public/RecentAnnouncements';

const INFO = [ABOUT_US, OUR_BELIEFS, OUR_DOCTRINE] as const;

export function HomeAffiliates({ rotate }: { rotate: boolean }) {
  return <Affiliates items={AFFILIATES} rotate={rotate} />;
}

export function HomeInfoCards() {
  return <InfoCards items={useSwahili()?.brand.info ?? INFO} />;
}

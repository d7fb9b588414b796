import { useMemo } from 'react';
import { ABOUT_US, BANNER_TEXT, OUR_BELIEFS, OUR_DOCTRINE } from '../../brand';
import { ERRORS, LAZY_THRESHOLD, TIMINGS } from '../../domain/messages';
import { newestFirst, recentPosts } from '../../domain/posts';
import { Banner } from '../../ui/Banner';
import { LazySection } from '../../ui/LazySection';
import { Affiliates } from '../home/Affiliates';
import { AFFILIATES } from '../home/affiliates';
import { Announcements } from '../home/Announcements';
import { DEFAULT_HERO_IMAGE } from '../home/defaultHero';
import { Hero } from '../home/Hero';
import { InfoCards } from '../home/InfoCards';
import { PulsingPlaceholder } from '../home/PulsingPlaceholder';
import { RecentPosts } from '../home/RecentPosts';
import { ScrollingBanner } from '../home/ScrollingBanner';
import { useDelayedFlag } from '../home/useDelayedFlag';
import { useHeroSettings } from '../home/useHeroSettings';
import { usePosts } from '../home/usePosts';
import styles from './HomePage.module.css';

const INFO = [ABOUT_US, OUR_BELIEFS, OUR_DOCTRINE] as const;

export interface HomePageProps {
  /** The moment the 7-day Recent Posts window ends; the page's load time when not given (stories fix it). */
  now?: Date;
  /**
   * Holds the page's timers still (the affiliate highlight and the carousel's auto-advance), so a
   * screenshot does not depend on when it is taken. Stories only.
   */
  frozen?: boolean;
}

/**
 * Home (spec sections 2 and 4): hero from the settings, scrolling banner, affiliates, the
 * announcements carousel, the three info cards and Recent Posts. Announcements and posts load
 * once, when either section first comes 10% into view.
 */
export default function HomePage({ now, frozen = false }: HomePageProps) {
  const hero = useHeroSettings(DEFAULT_HERO_IMAGE);
  const [posts, loadPosts] = usePosts();
  const showError = useDelayedFlag(posts.status === 'error', TIMINGS.homeErrorToastDelayMs);

  const loaded = posts.status === 'loaded' ? posts.posts : null;
  // Read once per page view unless a story fixes it, so the window does not move while reading.
  const at = useMemo(() => now ?? new Date(), [now]);
  const announcements = useMemo(() => (loaded ? newestFirst(loaded) : []), [loaded]);
  const recent = useMemo(() => (loaded ? recentPosts(loaded, at) : []), [loaded, at]);

  return (
    <div className={styles.page}>
      <Hero content={hero} fallbackImage={DEFAULT_HERO_IMAGE} />
      <ScrollingBanner text={BANNER_TEXT} />

      <section className={styles.section} aria-labelledby="affiliates-title">
        <h2 id="affiliates-title" className={styles.heading}>
          Our Affiliates
        </h2>
        <LazySection as="div" threshold={LAZY_THRESHOLD} placeholder={<PulsingPlaceholder variant="affiliates" />}>
          <Affiliates items={AFFILIATES} rotate={!frozen} />
        </LazySection>
      </section>

      {/* Not labelled: the carousel inside is the region named 'Announcements'. */}
      <section className={styles.section}>
        <h2 id="announcements-title" className={styles.heading}>
          Announcements
        </h2>
        <LazySection
          as="div"
          threshold={LAZY_THRESHOLD}
          onFirstVisible={loadPosts}
          placeholder={<PulsingPlaceholder variant="carousel" />}
        >
          {loaded ? <Announcements posts={announcements} autoPlay={!frozen} /> : <PulsingPlaceholder variant="carousel" />}
        </LazySection>
      </section>

      <div className={styles.section}>
        <InfoCards items={INFO} />
      </div>

      <section className={styles.section} aria-labelledby="recent-title">
        <h2 id="recent-title" className={styles.heading}>
          Recent Posts
        </h2>
        <LazySection as="div" threshold={LAZY_THRESHOLD} onFirstVisible={loadPosts} placeholder={<PulsingPlaceholder variant="list" />}>
          {loaded ? <RecentPosts posts={recent} /> : <PulsingPlaceholder variant="list" />}
        </LazySection>
      </section>

      <div className={styles.toast}>
        <Banner variant="error" message={showError ? ERRORS.public.homePosts : null} duration={null} />
      </div>
    </div>
  );
}

import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BANNER_TEXT } from '../../brand';
import { useListPageTitle, usePublicTexts, useSwahili } from '../locale';
import { LAZY_THRESHOLD, TIMINGS } from '../../domain/timings';
import { newestFirst, recentPosts } from '../../features/announcements/rules';
import { Banner } from '../../ui/Banner';
import { LazySection } from '../../ui/LazySection';
import { DEFAULT_HERO_IMAGE } from '../../features/settings/public/defaultHero';
import { Hero } from '../../features/settings/public/Hero';
import { PulsingPlaceholder } from '../home/PulsingPlaceholder';
import { ScrollingBanner } from '../home/ScrollingBanner';
import { useDelayedFlag } from '../home/useDelayedFlag';
import { useHeroSettings } from '../../features/settings/public/useHeroSettings';
import { useAnnouncements } from '../../features/announcements/public/useAnnouncements';
import { paths } from '../../kinds/paths';
import styles from './HomePage.module.css';
import { usePageTitle } from '../layout/usePageTitle';

// Below the fold, one chunk (see home/sections.tsx); each part shows its placeholder until it is there.
const loadSections = () => import('../home/sections');
const HomeAffiliates = lazy(() => loadSections().then((m) => ({ default: m.HomeAffiliates })));
const AnnouncementsCarousel = lazy(() => loadSections().then((m) => ({ default: m.AnnouncementsCarousel })));
const HomeInfoCards = lazy(() => loadSections().then((m) => ({ default: m.HomeInfoCards })));
const RecentAnnouncements = lazy(() => loadSections().then((m) => ({ default: m.RecentAnnouncements })));

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
  const texts = usePublicTexts();
  usePageTitle(useListPageTitle(paths.home));
  const sw = useSwahili();
  const hero = useHeroSettings(DEFAULT_HERO_IMAGE);
  useEffect(() => {
    // Fetched at once, not when scrolled to: a visitor should never wait for it. In a task of its
    // own: announcing its files to the browser took 5-8 ms (20-31 ms at a phone's speed) of the task
    // that runs the page's effects (issue 32).
    const timer = setTimeout(() => void loadSections());
    return () => clearTimeout(timer);
  }, []);
  const [posts, loadPosts] = useAnnouncements();
  const showError = useDelayedFlag(posts.status === 'error', TIMINGS.homeErrorToastDelayMs);

  const loaded = posts.status === 'loaded' ? posts.data : null;
  // The placeholders pulse while the posts load, and after a failure until the notice shows.
  const pending = !loaded && !showError;
  // Read once per page view unless a story fixes it, so the window does not move while reading.
  const at = useMemo(() => now ?? new Date(), [now]);
  const announcements = useMemo(() => (loaded ? newestFirst(loaded) : []), [loaded]);
  const recent = useMemo(() => (loaded ? recentPosts(loaded, at) : []), [loaded, at]);

  return (
    <div className={styles.page}>
      <Hero content={hero} fallbackImage={DEFAULT_HERO_IMAGE} />
      <ScrollingBanner text={sw?.brand.banner ?? BANNER_TEXT} />

      <section className={styles.section} aria-labelledby="affiliates-title">
        <h2 id="affiliates-title" className={styles.heading}>
          {texts.home.affiliates}
        </h2>
        <LazySection as="div" threshold={LAZY_THRESHOLD} placeholder={<PulsingPlaceholder variant="affiliates" still />}>
          <Suspense fallback={<PulsingPlaceholder variant="affiliates" />}>
            <HomeAffiliates rotate={!frozen} />
          </Suspense>
        </LazySection>
      </section>

      {/* Not labelled: the carousel inside is the region named 'Announcements'. */}
      <section className={styles.section}>
        <h2 id="announcements-title" className={styles.heading}>
          {texts.home.announcements}
        </h2>
        <LazySection
          as="div"
          threshold={LAZY_THRESHOLD}
          onFirstVisible={loadPosts}
          shown={loaded !== null}
          placeholder={<PulsingPlaceholder variant="carousel" still />}
        >
          <Suspense fallback={<PulsingPlaceholder variant="carousel" />}>
            {loaded ? <AnnouncementsCarousel posts={announcements} autoPlay={!frozen} /> : pending && <PulsingPlaceholder variant="carousel" />}
          </Suspense>
        </LazySection>
      </section>

      <div className={styles.section}>
        <Suspense fallback={<PulsingPlaceholder variant="cards" />}>
          <HomeInfoCards />
        </Suspense>
      </div>

      <section className={styles.section} aria-labelledby="recent-title">
        <h2 id="recent-title" className={styles.heading}>
          {texts.home.recentPosts}
        </h2>
        <LazySection as="div" threshold={LAZY_THRESHOLD} onFirstVisible={loadPosts} shown={loaded !== null} placeholder={<PulsingPlaceholder variant="list" still />}>
          <Suspense fallback={<PulsingPlaceholder variant="list" />}>
            {loaded ? <RecentAnnouncements posts={recent} /> : pending && <PulsingPlaceholder variant="list" />}
          </Suspense>
        </LazySection>
      </section>

      <div className={styles.toast}>
        <Banner variant="error" message={showError ? texts.home.postsError : null} duration={null} />
      </div>
    </div>
  );
}

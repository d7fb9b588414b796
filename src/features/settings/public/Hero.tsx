import { useState } from 'react';
import { DEFAULT_MISSION_TEXT, DEFAULT_SUBTITLE_TEXT } from '../../../brand';
import { HERO_SIZES } from '../../../domain/pictureSizes';
import type { HeroContent, HeroImage } from '../rules';
import { useSwahili } from '../../../public/locale';
import { useParallax } from '../../../public/home/useParallax';
import styles from './Hero.module.css';

export interface HeroProps {
  /** null while the settings call runs: the box keeps its size, texts and picture wait. */
  content: HeroContent | null;
  /** Shown instead of an uploaded picture that fails to load. */
  fallbackImage: HeroImage;
}

/**
 * The home page's first screen: mission text and subtitle over the background picture, which
 * drifts with the scroll (not under prefers-reduced-motion). The picture is the page's largest
 * paint: a plain <img> with the sizes the server made, fetched first, never lazily.
 */
export function Hero({ content, fallbackImage }: HeroProps) {
  const layer = useParallax<HTMLDivElement>();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = content && failedSrc !== content.image.src ? content.image : fallbackImage;
  // The site's own defaults are said in the page's language; what an admin wrote is shown as written.
  const sw = useSwahili()?.brand;
  const inLanguage = (text: string, english: string, swahili: string | undefined) => (text === english && swahili) || text;
  const mission = inLanguage(content?.missionText ?? DEFAULT_MISSION_TEXT, DEFAULT_MISSION_TEXT, sw?.mission);
  const subtitle = inLanguage(content?.subtitleText ?? DEFAULT_SUBTITLE_TEXT, DEFAULT_SUBTITLE_TEXT, sw?.subtitle);

  return (
    <section className={styles.hero} aria-labelledby="hero-title" aria-busy={content ? undefined : true}>
      <div ref={layer} className={styles.layer}>
        {content && (
          <img
            key={image.src}
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={HERO_SIZES}
            alt={image.alt ?? ''}
            style={image.position ? { objectPosition: image.position } : undefined}
            fetchPriority="high"
            onError={() => {
              if (image !== fallbackImage) setFailedSrc(image.src);
            }}
          />
        )}
      </div>
      <div className={styles.shade} />
      {/* Until the settings answer, the default texts hold the space invisibly (no layout shift). */}
      <div className={styles.content} data-pending={content ? undefined : true}>
        <h1 id="hero-title" className={styles.title}>
          {mission}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </section>
  );
}

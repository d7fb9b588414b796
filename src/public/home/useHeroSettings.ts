import { useEffect, useState } from 'react';
import { API_BASE } from '../../api/client';
import { getSettings } from '../../api/settings';
import { heroContent, type HeroContent, type HeroImage } from '../../domain/heroContent';

/**
 * The hero's texts and picture from GET /api/settings; null until it answers. A failure keeps the
 * defaults and only tells the console (spec section 8: the public home shows no error for it).
 */
export function useHeroSettings(defaultImage: HeroImage): HeroContent | null {
  const [content, setContent] = useState<HeroContent | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getSettings({ signal: abort.signal }).then(
      (settings) => {
        if (!abort.signal.aborted) setContent(heroContent(settings, API_BASE, defaultImage));
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error('Loading the home page settings failed; showing the defaults:', error);
        setContent(heroContent(null, API_BASE, defaultImage));
      },
    );
    return () => abort.abort();
  }, [defaultImage]);
  return content;
}

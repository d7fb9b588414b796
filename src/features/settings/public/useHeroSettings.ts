import { API_BASE } from '../../../api/client';
import { isAbortError } from '../../../api/abort';
import { getSettings, settingsSeed } from '../api';
import { seedThen } from '../../../api/initialData';
import { useLoad } from '../../../api/useLoad';
import { heroContent, type HeroContent, type HeroImage } from '../rules';

/**
 * The hero's texts and picture from GET /api/settings; null until it answers. A failure keeps the
 * defaults and only tells the console (spec section 8: the public home shows no error for it).
 */
export function useHeroSettings(defaultImage: HeroImage): HeroContent | null {
  const { state } = useLoad(
    (signal) =>
      getSettings({ signal }).then(
        (settings) => heroContent(settings, API_BASE, defaultImage),
        (error: unknown) => {
          if (signal.aborted || isAbortError(error)) throw error;
          console.error('Loading the home page settings failed; showing the defaults:', error);
          return heroContent(null, API_BASE, defaultImage);
        },
      ),
    [defaultImage],
    // The page's own answer (a failure or no answer in time written as null, read as the defaults):
    // the served hero is never blank.
    { initial: seedThen(settingsSeed, (settings) => heroContent(settings, API_BASE, defaultImage)) },
  );
  return state.status === 'loaded' ? state.data : null;
}

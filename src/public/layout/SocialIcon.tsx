import type { SocialLinkKey } from '../../brand';
// Simple marks drawn here (no brand artwork is downloaded); 24-unit grid, filled with currentColor.
// One file of symbols beside the page rather than their paths in the app's chunk (0.6 KB gzip of
// every first load, issue 31's budget); `no-inline`: under Vite's limit it would be that again.
import sprite from './social.svg?no-inline';

export function SocialIcon({ name }: { name: SocialLinkKey }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

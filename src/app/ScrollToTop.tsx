import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at its top; going back and forward leave the browser's own restoration alone. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    // The enum's value, not NavigationType.Pop: importing the enum object adds bytes to the main chunk.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

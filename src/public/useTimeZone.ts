import { startTransition, useEffect, useState } from 'react';
import { TANZANIA_TIME_ZONE } from '../domain/locale';

/**
 * The zone the public pages show instants in: the visitor's own (spec), `undefined`, which the
 * date functions read from the Date itself (src/domain/dates.ts). The server writes its page in
 * Tanzania's zone (the association's and most visitors'; a page read without scripts is right for
 * them), and every first render repeats it: the browser's first render of the server's page must
 * match it (a date a day apart, a visitor abroad near midnight, made React throw the whole page away
 * and render it anew, error #418). The visitor's date replaces it once the component is on screen,
 * as a transition: React renders it in slices between which a tap is answered, where a store's
 * change was one task of 12 ms (46 ms at a phone's speed, issue 32).
 */
export function useTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>(TANZANIA_TIME_ZONE);
  useEffect(() => startTransition(() => setZone(undefined)), []);
  return zone;
}

import { useEffect, useState } from 'react';

/** True `delay` ms after `on` became true (and as long as it stays true); false otherwise. */
export function useDelayedFlag(on: boolean, delay: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return;
    const id = setTimeout(() => setLate(true), delay);
    return () => {
      clearTimeout(id);
      setLate(false);
    };
  }, [on, delay]);
  return on && late;
}

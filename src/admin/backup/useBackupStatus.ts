import { useEffect, useState } from 'react';
import { getBackupStatus } from '../../api/admin/backup';
import type { StatusState } from './ContinuousBackup';

/** The status is asked again this often: the screen left open keeps telling the truth. */
const REFRESH_MS = 30_000;
/** The "ago"s are counted again this often (they move in tens of seconds). */
const TICK_MS = 10_000;

/** The continuous backup's state, kept fresh while the screen is open, and the time its "ago"s count to. */
export function useBackupStatus(): { state: StatusState; now: number } {
  const [state, setState] = useState<StatusState>({ phase: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      getBackupStatus({ signal: controller.signal }).then(
        (status) => {
          setNow(Date.now());
          setState({ phase: 'loaded', status });
        },
        // A refresh that fails keeps the last state shown; only a first load says it failed.
        () => controller.signal.aborted || setState((was) => (was.phase === 'loaded' ? was : { phase: 'failed' })),
      );
    void load();
    const refresh = setInterval(() => void load(), REFRESH_MS);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      controller.abort();
      clearInterval(refresh);
      clearInterval(tick);
    };
  }, []);
  return { state, now };
}

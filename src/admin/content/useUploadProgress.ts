import { useCallback, useState } from 'react';

export interface UploadProgress {
  /** 0 to 100 while an upload runs; null otherwise. */
  percent: number | null;
  /**
   * The options of a resource call: upload progress reported when `withFiles`, which also shows
   * the bar at 0 % at once (the first report comes only once the body is ready to send).
   */
  track: (withFiles: boolean) => { onProgress?: (percent: number) => void };
  /** Call when the upload has settled, success or not. */
  done: () => void;
}

/** Upload progress of the screen's multipart call, for a ProgressBar. */
export function useUploadProgress(): UploadProgress {
  const [percent, setPercent] = useState<number | null>(null);
  const track = useCallback((withFiles: boolean) => {
    if (!withFiles) return {};
    setPercent(0);
    return { onProgress: (p: number) => setPercent(p) };
  }, []);
  const done = useCallback(() => setPercent(null), []);
  return { percent, track, done };
}

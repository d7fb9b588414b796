import { useCallback, useState } from 'react';

export interface UploadProgress {
  /** 0 to 100 while an upload runs; null otherwise. */
  percent: number | null;
  /** Pass as the resource call's onProgress. */
  onProgress: (percent: number) => void;
  /** Call when the upload has settled, success or not. */
  done: () => void;
}

/** Upload progress of the screen's multipart call, for a ProgressBar. */
export function useUploadProgress(): UploadProgress {
  const [percent, setPercent] = useState<number | null>(null);
  const onProgress = useCallback((p: number) => setPercent(p), []);
  const done = useCallback(() => setPercent(null), []);
  return { percent, onProgress, done };
}

/**
 * A promise that React's use() can read without suspending once it has settled: React reads a
 * thenable's `status` and `value` (or `reason`), and suspends on one that has none yet. A promise
 * kept for the page's life (a catalogue's download) is marked as it settles, so a render that comes
 * after it never suspends, and every render calls use() the same way (React warns when a render
 * that suspended on use() finishes without it).
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const thenable = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  thenable.status ??= 'pending';
  promise.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return promise;
}

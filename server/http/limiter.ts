/** Thrown by a limiter whose line is full: the caller answers "busy" instead of waiting. */
export class LimiterFull extends Error {
  constructor() {
    super('Too many tasks waiting.');
    this.name = 'LimiterFull';
  }
}

export interface Limiter {
  /**
   * Runs `task` when fewer than `active` tasks are running; else it waits in line, or throws
   * LimiterFull when `queued` already wait in its line. `first`: a line of its own, served before
   * the other (the owner's browser among a flood of strangers' logins).
   */
  run<T>(task: () => Promise<T>, options?: { first?: boolean }): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  /** The most tasks ever running at once. */
  readonly peak: number;
}

/**
 * Bounds how many of some costly task run at once (image encodes, password checks): they share
 * libuv's four threads with every file read, so a burst of them must not take all four.
 */
export function limiter(active: number, queued = Number.POSITIVE_INFINITY): Limiter {
  let running = 0;
  let peak = 0;
  const firstLine: Array<() => void> = [];
  const line: Array<() => void> = [];
  return {
    async run(task, options = {}) {
      if (running >= active) {
        const mine = options.first ? firstLine : line;
        if (mine.length >= queued) throw new LimiterFull();
        // The slot is handed over by the task that ends (running stays as it is), so a newcomer
        // never overtakes the line.
        await new Promise<void>((resolve) => mine.push(resolve));
      } else {
        running += 1;
        peak = Math.max(peak, running);
      }
      try {
        return await task();
      } finally {
        const next = firstLine.shift() ?? line.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return firstLine.length + line.length;
    },
    get peak() {
      return peak;
    },
  };
}

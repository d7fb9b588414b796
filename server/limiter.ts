/** Thrown by a limiter whose queue is full: the caller answers "busy" instead of waiting. */
export class LimiterFull extends Error {
  constructor() {
    super('Too many tasks waiting.');
    this.name = 'LimiterFull';
  }
}

export interface Limiter {
  /** Runs `task` when fewer than `active` tasks are running; waits in line, or throws LimiterFull past `queued` waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
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
  const line: Array<() => void> = [];
  return {
    async run(task) {
      if (running >= active) {
        if (line.length >= queued) throw new LimiterFull();
        // The slot is handed over by the task that ends (running stays as it is).
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
        peak = Math.max(peak, running);
      }
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
    get peak() {
      return peak;
    },
  };
}

/**
 * Bounds the password checks in flight. argon2 runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), which also opens and reads the files that GET /uploads/* serves:
 * checks without a bound queue those reads behind them, and a flood of logins took a picture from a
 * few milliseconds to several seconds (BENCHMARKS.md, "Login flood"). With `running` at half the pool
 * at most, the other half is always free for files; `waiting` more wait their turn, and the rest are refused at
 * once, before anything is looked up, so a refusal tells nothing about the account.
 */
export interface CheckGate {
  /**
   * A slot, as soon as one is free (the function it gives frees it); null when `waiting` already wait.
   * `first`: a browser that has logged in before. It has a line of its own, served before the other
   * one, so the owner still gets in while strangers fill theirs.
   */
  enter(first?: boolean): Promise<() => void> | null;
}

export function checkGate(running: number, waiting: number): CheckGate {
  let inFlight = 0;
  type Waiter = (release: () => void) => void;
  const known: Waiter[] = [];
  const others: Waiter[] = [];

  function slot() {
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      // The slot passes straight to the next in line, so a newcomer never overtakes the queue.
      const next = known.shift() ?? others.shift();
      if (next) next(slot());
      else inFlight--;
    };
  }

  return {
    enter(first = false) {
      if (inFlight < running) {
        inFlight++;
        return Promise.resolve(slot());
      }
      const queue = first ? known : others;
      if (queue.length >= waiting) return null;
      return new Promise((resolve) => queue.push(resolve));
    },
  };
}

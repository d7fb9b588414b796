import type { OutgoingHttpHeaders } from 'node:http';
import { readContentVersion } from '../db/contentVersion.js';
import type { Db } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { systemClock, type Clock } from '../clock.js';

const ended = () => undefined;

/** How long the requests waiting on a content version read wait for it (the `NoAnswer` response). */
export const VERSION_READ_TIMEOUT_MS = 5000;
const NO_ANSWER = 'The database did not answer in time. Nothing was read; try again in a moment.';

/**
 * `read`, or a 503 once `ms` have passed without it. Every public read waits on one version read
 * at a time (below): one that hangs (a PostgreSQL that stopped answering) must fail them all
 * soon, and let the next read try again, instead of holding them for good.
 */
function answerWithin<T>(read: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HttpError(503, NO_ANSWER)), ms);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/** What a cached read made, valid for one content version and until an instant (ms since the epoch). */
export interface Cached<T> {
  value: T;
  version: number;
  until: number;
  /** The value's body compressed, by encoding, made on first use (cachedReads.ts). */
  encoded: Map<string, Buffer>;
  /** The answer as it left the first time, by encoding, to send again as it is (replay.ts). */
  replays: Map<string, Recorded>;
}

/** An answer's status, headers and body as Fastify wrote them. */
export interface Recorded {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string | Buffer;
}

export interface Loaded<T> {
  value: T;
  /** When the value may change with no write (the next scheduled publication): it is made again from then on. */
  until?: number;
}

/**
 * Each instance's cache of the public reads (decision 022). An entry serves while the content
 * version in the database is the one it was made at (every write bumps it in its own transaction)
 * and its `until` has not passed: each request reads the version once, after it arrived, so a
 * write answered on any instance before a request came is seen by it.
 */
export class ContentCache {
  private readonly entries = new Map<string, Cached<unknown>>();
  private readonly loading = new Map<string, { version: number; promise: Promise<Cached<unknown>> }>();
  private next: Promise<number> | null = null;
  private running: Promise<number> | null = null;
  private readonly readFor = new WeakMap<object, Promise<number>>();
  /** The URL of each public read without parameters, and its key (replay.ts answers them again). */
  readonly paths = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    /** Entries kept at most (the oldest go first): item pages' URLs are many. */
    private readonly max = 500,
    private readonly readTimeoutMs = VERSION_READ_TIMEOUT_MS,
  ) {}

  /**
   * The version now. Requests share one read, started after every request that joined it had
   * arrived, so none is answered from before it came: on the event loop's next turn (setImmediate),
   * and not before the read in flight has ended (it may have started before some of them came).
   * One query per turn however many requests came in it (SQLite's is synchronous: it would
   * otherwise run once per request), and on PostgreSQL one at a time: the requests that come while
   * one is on its way share the next, instead of a round trip each turn.
   */
  version(request?: object): Promise<number> {
    // A request whose version was read already (replay.ts, before handing it to Fastify) keeps it:
    // it was read after the request came, and a failed read is not waited for twice.
    const read = request && this.readFor.get(request);
    if (read) return read;
    const shared = this.sharedVersion();
    if (request) this.readFor.set(request, shared);
    return shared;
  }

  private sharedVersion(): Promise<number> {
    this.next ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.running?.then(ended, ended))
      .then(() => {
        this.next = null;
        const read = answerWithin(readContentVersion(this.db), this.readTimeoutMs);
        this.running = read;
        void read.then(
          () => this.running === read && (this.running = null),
          () => this.running === read && (this.running = null),
        );
        return read;
      });
    return this.next;
  }

  /** The entry of `key` for the content as it is now, made by `load` when there is none valid. */
  async get<T>(key: string, load: (now: Date) => Promise<Loaded<T>>, request?: object): Promise<Cached<T>> {
    const version = await this.version(request);
    const hit = this.valid<T>(key, version);
    if (hit) return hit;
    // Requests that found the same version share one load: it read its data after that version.
    const pending = this.loading.get(key);
    if (pending && pending.version === version) return pending.promise as Promise<Cached<T>>;
    const promise = load(this.clock()).then(({ value, until }) => {
      const entry: Cached<T> = { value, version, until: until ?? Number.POSITIVE_INFINITY, encoded: new Map(), replays: new Map() };
      this.entries.delete(key);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
      return entry;
    });
    this.loading.set(key, { version, promise });
    void promise.then(
      () => this.loading.get(key)?.promise === promise && this.loading.delete(key),
      () => this.loading.get(key)?.promise === promise && this.loading.delete(key),
    );
    return promise;
  }

  /** The entry of `key` if it was made at `version` and its time has not passed. */
  valid<T>(key: string, version: number): Cached<T> | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && this.clock().getTime() < hit.until) return hit as Cached<T>;
    return undefined;
  }
}

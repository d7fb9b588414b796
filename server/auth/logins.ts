import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';
import type { Clock } from '../clock.js';

/**
 * Login lockout with device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies").
 * A browser that has logged in before carries a signed cookie naming its device; its failures count
 * against that device alone, and failures from elsewhere never lock it out. Any other attempt counts
 * against the account. Either counter locks after `failures` failures for `minutes`.
 */

export const DEVICE_COOKIE = 'tucasa_device';
const COOKIE_PATH = '/api/user/login';
const COOKIE_SECONDS = 365 * 24 * 3600;
// <admin id>.<device id>.<HMAC-SHA256 of both>, all base64url or digits: cookie-safe without quoting.
const COOKIE_FORMAT = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface LoginLock {
  failures: number;
  minutes: number;
}

export interface Attempt {
  adminId: number;
  /** The known device this attempt came from; null when it is counted against the account. */
  deviceId: string | null;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** False when the counter was already locked: the password must not be checked. */
  allowed: boolean;
  /** This attempt's counter is locked now (it reached the limit, or already had). */
  locked: boolean;
}

export interface LoginGuard {
  /**
   * The request carries a device cookie this server signed, for any admin: a browser that has logged in
   * before. Only the signature is checked (no database): it decides which line the login waits in.
   */
  knownBrowser(cookieHeader: string | undefined): boolean;
  /** Counts the attempt before its password is checked, in one statement, so parallel guesses count each. */
  begin(adminId: number, cookieHeader: string | undefined): Promise<Attempt>;
  /** After the right password: clears the counter, remembers the device; returns the Set-Cookie value. */
  succeeded(attempt: Attempt, secure: boolean): Promise<string>;
}

function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

export function loginGuard(db: Db, secret: Uint8Array, lock: LoginLock, clock: Clock): LoginGuard {
  // A key of its own, derived from the token secret: a device cookie can never pass for a token.
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'tucasa login device cookie v1', 32));
  const sign = (adminId: string, deviceId: string) => createHmac('sha256', key).update(`${adminId}.${deviceId}`).digest('base64url');
  // 0 would refuse every attempt; it has always meant "the first failure locks".
  const max = Math.max(1, lock.failures);

  /** The [admin id, device id] of each well-signed device cookie in the header. */
  function signedDevices(header: string | undefined): Array<[number, string]> {
    const found: Array<[number, string]> = [];
    for (const value of cookieValues(header, DEVICE_COOKIE)) {
      const m = COOKIE_FORMAT.exec(value);
      if (!m) continue;
      // Compared as text, not decoded bytes: base64url's spare bits would let a changed last letter pass.
      if (!timingSafeEqual(Buffer.from(sign(m[1]!, m[2]!)), Buffer.from(m[3]!))) continue;
      found.push([Number(m[1]), m[2]!]);
    }
    return found;
  }

  /** The device named by a well-signed cookie issued to this admin; anything else is no cookie. */
  function knownDevice(header: string | undefined, adminId: number): string | null {
    return signedDevices(header).find(([admin]) => admin === adminId)?.[1] ?? null;
  }

  /**
   * SET clauses counting one attempt on a row with failed_logins and locked_until. While a lock holds,
   * the count goes past the limit (so the attempt is refused, whatever the count was before);
   * once it has run out, counting starts again at 1; reaching the limit sets the lock.
   */
  function countOne() {
    const now = clock().toISOString();
    const until = new Date(clock().getTime() + lock.minutes * 60000).toISOString();
    return {
      failed_logins: sql<number>`case
        when locked_until > ${now} then (case when failed_logins > ${max} then failed_logins + 1 else ${max + 1} end)
        when locked_until is not null then 1
        else failed_logins + 1 end`,
      locked_until: sql<string | null>`case
        when locked_until > ${now} then locked_until
        when locked_until is not null then ${max === 1 ? until : null}
        when failed_logins + 1 >= ${max} then ${until}
        else null end`,
    };
  }

  const attempt = (adminId: number, deviceId: string | null, count: number): Attempt => ({
    adminId,
    deviceId,
    count,
    allowed: count <= max,
    locked: count >= max,
  });

  return {
    knownBrowser: (cookieHeader) => signedDevices(cookieHeader).length > 0,

    async begin(adminId, cookieHeader) {
      const deviceId = knownDevice(cookieHeader, adminId);
      if (deviceId) {
        const row = await db
          .updateTable('login_devices')
          .set(countOne())
          .where('admin_id', '=', adminId)
          .where('device_id', '=', deviceId)
          .returning('failed_logins')
          .executeTakeFirst();
        if (row) return attempt(adminId, deviceId, row.failed_logins);
        // Well signed but forgotten (unseen for a year, or its admin was re-created): a stranger.
      }
      const row = await db
        .updateTable('admins')
        .set(countOne())
        .where('id', '=', adminId)
        .returning('failed_logins')
        .executeTakeFirst();
      // An admin deleted since it was looked up: refused, like any locked attempt.
      return attempt(adminId, null, row?.failed_logins ?? max + 1);
    },

    async succeeded({ adminId, deviceId }, secure) {
      const now = clock().toISOString();
      // Only while nobody has been refused yet: a right password checked in parallel with guesses
      // that locked the counter does not unlock it for them.
      const stillOpen = sql<boolean>`failed_logins <= ${max}`;
      let device = deviceId;
      if (device) {
        await db
          .updateTable('login_devices')
          .set({
            failed_logins: sql<number>`case when ${stillOpen} then 0 else failed_logins end`,
            locked_until: sql<string | null>`case when ${stillOpen} then null else locked_until end`,
            last_seen_at: now,
          })
          .where('admin_id', '=', adminId)
          .where('device_id', '=', device)
          .execute();
      } else {
        await db.updateTable('admins').set({ failed_logins: 0, locked_until: null }).where('id', '=', adminId).where(stillOpen).execute();
        device = randomBytes(16).toString('base64url');
        await db
          .insertInto('login_devices')
          .values({ device_id: device, admin_id: adminId, locked_until: null, created_at: now, last_seen_at: now })
          .execute();
      }
      // Devices whose cookie has expired can never come back; pruning here needs no timer.
      await db
        .deleteFrom('login_devices')
        .where('last_seen_at', '<', new Date(clock().getTime() - COOKIE_SECONDS * 1000).toISOString())
        .execute();
      const value = `${adminId}.${device}.${sign(String(adminId), device)}`;
      return `${DEVICE_COOKIE}=${value}; Max-Age=${COOKIE_SECONDS}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
    },
  };
}

import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/index.js';
import type { Clock } from '../clock.js';
import type { components } from '../../shared/api-schema.js';

type Role = components['schemas']['Role'];

const ALG = 'HS256';

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR (never in the repo). */
export function loadSecret(dataDir: string, configured: string | null): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface TokenService {
  issue(adminId: number): Promise<string>;
  /**
   * The admin behind a token that is well signed, unexpired, recorded and not revoked, of an account
   * that is active now (read on every call, so a deactivation or a role change counts at once); else null.
   */
  verify(token: string): Promise<{ adminId: number; jti: string; role: Role } | null>;
  /** Revokes every token of the admin but `keep` (the session that changed its own password). */
  revokeOthers(adminId: number, keep: string): Promise<void>;
  revoke(jti: string): Promise<void>;
  revokeAllFor(adminId: number): Promise<void>;
}

export function tokenService(db: Db, secret: Uint8Array, ttlSeconds: number, clock: Clock): TokenService {
  const nowIso = () => clock().toISOString();
  return {
    async issue(adminId) {
      const jti = randomUUID();
      const now = Math.floor(clock().getTime() / 1000);
      await db
        .insertInto('tokens')
        .values({
          jti,
          admin_id: adminId,
          expires_at: new Date((now + ttlSeconds) * 1000).toISOString(),
          revoked_at: null,
          created_at: nowIso(),
        })
        .execute();
      // Expired rows are useless; pruning here keeps the table small without a timer.
      await db.deleteFrom('tokens').where('expires_at', '<', nowIso()).execute();
      return new SignJWT({})
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(adminId))
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], currentDate: clock() });
        if (!payload.jti || !payload.sub) return null;
        const row = await db
          .selectFrom('tokens')
          .innerJoin('admins', 'admins.id', 'tokens.admin_id')
          .select(['tokens.admin_id', 'tokens.revoked_at', 'tokens.expires_at', 'admins.role', 'admins.deactivated_at'])
          .where('tokens.jti', '=', payload.jti)
          .executeTakeFirst();
        if (!row || row.revoked_at || row.expires_at < nowIso() || String(row.admin_id) !== payload.sub) return null;
        if (row.deactivated_at) return null;
        return { adminId: row.admin_id, jti: payload.jti, role: row.role };
      } catch {
        return null;
      }
    },
    async revoke(jti) {
      await db.updateTable('tokens').set({ revoked_at: nowIso() }).where('jti', '=', jti).execute();
    },
    async revokeOthers(adminId, keep) {
      await db
        .updateTable('tokens')
        .set({ revoked_at: nowIso() })
        .where('admin_id', '=', adminId)
        .where('jti', '!=', keep)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllFor(adminId) {
      await db
        .updateTable('tokens')
        .set({ revoked_at: nowIso() })
        .where('admin_id', '=', adminId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { components } from '../../shared/api-schema.js';
import type { Db } from '../db/index.js';
import { hashPassword, passwordProblem } from './password.js';
import type { TokenService } from './tokens.js';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** An account's role (openapi.yaml Role). */
export type Role = components['schemas']['Role'];

/** Adds an account that can log in; from the shell and at the first start, so an owner. */
export async function addAdmin(db: Db, email: string, password: string, now: Date, role: Role = 'owner'): Promise<number> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const row = await db
    .insertInto('admins')
    .values({
      email: normaliseEmail(email),
      password_hash: await hashPassword(password),
      locked_until: null,
      created_at: now.toISOString(),
      role,
      deactivated_at: null,
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets a new password and revokes every token issued before it. */
export async function changePassword(db: Db, tokens: TokenService, email: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const admin = await db.selectFrom('admins').select('id').where('email', '=', normaliseEmail(email)).executeTakeFirst();
  if (!admin) throw new Error(`No admin with e-mail ${email}`);
  await db
    .updateTable('admins')
    .set({ password_hash: await hashPassword(password), failed_logins: 0, locked_until: null })
    .where('id', '=', admin.id)
    .execute();
  // A new password unlocks the account; it unlocks the admin's own browsers too.
  await db.updateTable('login_devices').set({ failed_logins: 0, locked_until: null }).where('admin_id', '=', admin.id).execute();
  await tokens.revokeAllFor(admin.id);
}

/**
 * With no admin yet: ADMIN_EMAIL + ADMIN_PASSWORD, or admin@localhost with a random password that
 * is returned so the caller prints it once. Returns null when an admin already exists.
 */
export async function ensureFirstAdmin(
  db: Db,
  email: string | null,
  password: string | null,
  now: Date,
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const anyAdmin = async () => !!(await db.selectFrom('admins').select('id').limit(1).executeTakeFirst());
  if (await anyAdmin()) return null;
  const first = email && password ? email : (email ?? 'admin@localhost');
  const generated = email && password ? null : randomBytes(12).toString('base64url');
  try {
    await addAdmin(db, first, password && email ? password : generated!, now);
  } catch (error) {
    // Instances starting at once on one database: another one made the first admin (and printed
    // its password) in the meantime.
    if (await anyAdmin()) return null;
    throw error;
  }
  return { email: normaliseEmail(first), generatedPassword: generated };
}

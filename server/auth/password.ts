import { createRequire } from 'node:module';
import argon2 from 'argon2';
import { SERVER_TEXTS } from '../../src/domain/serverTexts.js';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ~30 ms here, slow enough for guessing to cost.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const TOO_COMMON = SERVER_TEXTS.tooCommon;

// The common passwords of zxcvbn-ts (about 49,000, from leaked password lists; all lower case),
// maintained with it and shipped in the package: nothing is fetched. Loaded on first use (20 ms,
// 8 MB), so a server that sets no password never holds it.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common']);
  }
  return common;
}

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters.`;
  if (commonPasswords().has(password.toLowerCase())) return TOO_COMMON;
  return null;
}

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown e-mail cannot be told from a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummy, password);
}

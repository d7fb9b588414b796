import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passwordProblem, TOO_COMMON } from '../../server/auth/password.js';

// Issue 10, item 7: every place that sets a password refuses the common ones (a maintained list, not ours).

describe('passwordProblem', () => {
  it.each(['password123', 'qwertyuiop', 'iloveyou1', 'Password123', 'QWERTY123', 'P@ssw0rd'])('refuses %s as too common', (password) => {
    expect(passwordProblem(password)).toBe(TOO_COMMON);
  });

  it('accepts a long random password', () => {
    expect(passwordProblem(randomBytes(18).toString('base64url'))).toBeNull();
  });

  // The passwords the test suites, the end-to-end run and the benchmarks set.
  it.each(['correct horse battery', 'another fine password', 'a brand new password', 'e2e-password-123', 'bench-password', 'bench-password-flood'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it('still says when a password is too short or too long first', () => {
    expect(passwordProblem('abc123')).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters.');
  });
});

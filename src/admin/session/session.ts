import { createContext, useContext } from 'react';
import type { Role } from '../../features/accounts/rules';
import type { Locale } from '../../domain/locale';

/**
 * checking: a stored token is being tried against GET /api/user/me (the guard waits).
 * authenticated: logged in. anonymous: no token, or it was refused.
 */
export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  /** The administrator's e-mail, when logged in. */
  email: string | null;
  /**
   * Set when the session ended because the server answered 401 (expired, revoked or forged
   * token): the login page then says 'Authentication token is missing. Please log in.'
   */
  expired: boolean;
  /**
   * The administrator's role once GET /api/user/account has told it; null until then (or when it
   * could not be read). Screens only show or hide by it: the server enforces the roles.
   */
  role: Role | null;
  /**
   * The language the account chose for the back-office (issue 31), once GET /api/user/account has
   * told it; null when it has chosen none, or until then.
   */
  language: Locale | null;
  /** PUT /api/user/language: keeps the choice with the account; rejects (ApiError) on failure. */
  chooseLanguage: (language: Locale) => Promise<void>;
  /** A one-time link has just stored a new token (api/admin/accounts.ts acceptLink): logged in as `email`. */
  adopt: (email: string) => void;
  /**
   * POST /api/user/login, then the account; resolves once the token is stored, with the account's
   * chosen language (null: none, or the account could not be read); rejects (ApiError) on a failed login.
   */
  signIn: (credentials: { email: string; password: string }) => Promise<Locale | null>;
  /** Ends the session at once; POST /api/user/logout runs in the background (best effort). */
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/** The role, where a screen may be drawn without a session (a story of the screen alone): null then. */
export function useRole(): Role | null {
  return useContext(SessionContext)?.role ?? null;
}

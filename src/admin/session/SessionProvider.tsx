import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { myAccount, setOwnLanguage, type Account } from '../../features/accounts/admin/api';
import { login, logout, me } from '../../api/auth';
import { onUnauthorized } from '../../api/client';
import { clearToken, getToken } from '../../api/token';
import { isLocale, type Locale } from '../../domain/locale';
import { SessionContext, type Session, type SessionStatus } from './session';

interface State {
  status: SessionStatus;
  email: string | null;
  expired: boolean;
}

const initialState = (): State => ({ status: getToken() ? 'checking' : 'anonymous', email: null, expired: false });

/**
 * The administrator's session. A deliberate improvement over the specification's in-memory login:
 * a stored token that GET /api/user/me accepts restores the session, so a reload keeps the admin
 * logged in. Any call answered 401 (the client reports those through onUnauthorized) clears the
 * token and ends the session as expired; the guard then sends the admin to /admin-login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(initialState);
  // The check of a stored token in flight; a login or logout meanwhile makes its answer moot.
  const checkRef = useRef<AbortController | null>(null);
  // The account of whoever is logged in now (its role and language), read once per login.
  const [account, setAccount] = useState<{ email: string | null; account: Pick<Account, 'role' | 'language'> } | null>(null);
  const authenticated = state.status === 'authenticated';

  // The login has read it already (signIn below).
  const readFor = useRef<string | null>(null);

  // A change of account drops what was read of the one before.
  useEffect(() => {
    if (!authenticated) return;
    if (readFor.current === state.email) {
      readFor.current = null;
      return;
    }
    const controller = new AbortController();
    myAccount({ signal: controller.signal }).then(
      (read) => setAccount({ email: state.email, account: read }),
      () => undefined,
    );
    return () => controller.abort();
  }, [authenticated, state.email]);

  useEffect(() => {
    const stop = onUnauthorized((event) => {
      // Logging out with a token the server no longer knows is still logging out, not an expiry.
      if (event.schemaPath === '/api/user/logout') return;
      clearToken();
      setState({ status: 'anonymous', email: null, expired: true });
    });
    return stop;
  }, []);

  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    checkRef.current = controller;
    me({ signal: controller.signal }).then(
      (who) => {
        if (!controller.signal.aborted) setState({ status: 'authenticated', email: who.email, expired: false });
      },
      () => {
        if (controller.signal.aborted) return;
        // A 401 has already ended the session (listener above). Any other failure (server down,
        // network) says nothing about the token: keep it, and let the screens report their errors.
        setState((s) => (s.status === 'checking' ? { status: 'authenticated', email: null, expired: false } : s));
      },
    );
    return () => controller.abort();
  }, []);

  const signIn = useCallback(async (credentials: { email: string; password: string }) => {
    checkRef.current?.abort();
    await login(credentials);
    const email = credentials.email.trim();
    // The account is read before the first screen, so that screen (and the login's success message)
    // is already in the account's language. When it cannot be read, the effect above tries again.
    const read = await myAccount().catch(() => null);
    readFor.current = read ? email : null;
    setState({ status: 'authenticated', email, expired: false });
    if (read) setAccount({ email, account: read });
    return read && isLocale(read.language) ? read.language : null;
  }, []);

  const signOut = useCallback(() => {
    checkRef.current?.abort();
    void logout();
    // The router navigates in a transition (the sidebar goes to '/' right after this): ending the
    // session in the same transition renders both at once, so the guard never sees a logged-out
    // admin still on an admin page (it would send them to the login instead of '/').
    startTransition(() => setState({ status: 'anonymous', email: null, expired: false }));
  }, []);

  const adopt = useCallback((email: string) => {
    checkRef.current?.abort();
    setState({ status: 'authenticated', email, expired: false });
  }, []);

  const chooseLanguage = useCallback(async (language: Locale) => {
    const email = state.email;
    const read = await setOwnLanguage(language);
    setAccount({ email, account: read });
  }, [state.email]);

  const known = authenticated && account && account.email === state.email ? account.account : null;
  const language = known && isLocale(known.language) ? known.language : null;
  const session = useMemo<Session>(
    () => ({ ...state, role: known?.role ?? null, language, adopt, signIn, signOut, chooseLanguage }),
    [state, known, language, adopt, signIn, signOut, chooseLanguage],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

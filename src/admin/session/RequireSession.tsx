import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../kinds/paths';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useAdminTexts } from '../texts';
import type { LoginLocationState } from './navigationState';
import { useSession } from './session';

/**
 * Shows its children only to a logged-in administrator. While a stored token is being checked it
 * shows a loading state (not the login, which would flash before the admin's own screen); without
 * a session it goes to /admin-login, saying why when the server ended the session.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const t = useAdminTexts();
  const { status, expired } = useSession();

  if (status === 'checking') return <LoadingOverlay label={t.admin.layout.checkingSession} />;
  if (status === 'anonymous') {
    const state: LoginLocationState = expired ? { error: t.errors.auth.tokenMissing } : {};
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

import { Link, useLocation, useNavigate } from 'react-router-dom';
import { acceptLink, checkLink } from './api';
import { ApiError } from '../../../api/errors';
import { useLoad } from '../../../api/useLoad';
import { linkTokenOf } from '../rules';
import { ADMIN_DASHBOARD, LOGIN_ROUTE } from '../../../domain/routes';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useDocumentTheme } from '../../../ui/useDocumentTheme';
import { PasswordForm, type PasswordErrors } from './PasswordForm';
import { AuthCard } from '../../../admin/login/AuthCard';
import { useFeedback } from '../../../admin/content/feedback';
import type { FlashLocationState } from '../../../admin/session/navigationState';
import { useSession } from '../../../admin/session/session';
import { refusalText } from '../../../admin/content/failureText';
import { useAdminTexts } from '../../../admin/texts';
import styles from '../../../admin/pages/LoginPage.module.css';

/**
 * /admin-invite#<token>: where an invite or a password-reset link lands. The token is checked, the
 * person chooses a password (twice), and is logged in on the dashboard.
 */
export default function AccountLinkScreen() {
  useDocumentTheme('light');
  const t = useAdminTexts();
  const A = t.account;
  const { hash } = useLocation();
  const token = linkTokenOf(hash);
  const { adopt } = useSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { state } = useLoad((signal) => (token ? checkLink(token, { signal }) : Promise.reject(new ApiError(A.accept.invalid, { status: 404 }))), [token]);

  const save = async ({ password }: { password: string }): Promise<PasswordErrors> => {
    if (!token || state.status !== 'loaded') return {};
    feedback.clear();
    try {
      await acceptLink(token, password);
    } catch (error) {
      if (error instanceof ApiError && error.field === 'password') return { password: refusalText(error, t.serverErrors) };
      feedback.error(error instanceof ApiError && error.status ? refusalText(error, t.serverErrors, A.accept.failed) : A.accept.failed);
      return {};
    }
    adopt(state.data.email);
    const flash: FlashLocationState = { success: A.accept.welcome };
    void navigate(ADMIN_DASHBOARD, { state: flash, replace: true });
    return {};
  };

  const body = () => {
    if (state.status === 'loading' || state.status === 'idle') return <LoadingOverlay label={A.accept.checking} />;
    if (state.status === 'error') {
      return (
        <>
          <h1 className={styles.title}>{A.accept.invalidTitle}</h1>
          <EmptyState
          message={A.accept.invalid}
          action={
            <Button asChild variant="secondary">
              <Link to={LOGIN_ROUTE}>{A.accept.login}</Link>
              </Button>
            }
          />
        </>
      );
    }
    const { email, purpose } = state.data;
    return (
      <>
        <h1 className={styles.title}>{purpose === 'invite' ? A.accept.inviteTitle : A.accept.resetTitle}</h1>
        <p>{A.accept.forEmail(email)}</p>
        <PasswordForm withCurrent={false} submitLabel={A.accept.submit} busyLabel={A.accept.busy} onSubmit={save} />
      </>
    );
  };

  return <AuthCard banner={feedback.banner}>{body()}</AuthCard>;
}

import { Link, useNavigate } from 'react-router-dom';
import { ERRORS, SUCCESS } from '../../domain/messages';
import { paths } from '../../domain/paths';
import { Button } from '../../ui/Button';
import { useDocumentTheme } from '../../ui/useDocumentTheme';
import { useFeedback } from '../content/feedback';
import { AuthCard } from '../login/AuthCard';
import { LoginForm, type Credentials } from '../login/LoginForm';
import { useNavigationMessage, type FlashLocationState } from '../session/navigationState';
import { useSession } from '../session/session';
import styles from './LoginPage.module.css';
import { ADMIN_TEXTS as T } from '../../domain/texts/adminTexts';

/** /admin-login: e-mail and password, then the dashboard with 'Login successful!'. */
export default function LoginPage() {
  useDocumentTheme('light');
  const { signIn } = useSession();
  const navigate = useNavigate();
  // 'Authentication token is missing. Please log in.' when a 401 ended the session.
  const arrivalError = useNavigationMessage('error');
  const feedback = useFeedback({ initialError: arrivalError });

  const login = async (credentials: Credentials): Promise<boolean> => {
    feedback.clear();
    try {
      await signIn(credentials);
    } catch {
      // Any failure, whatever the server said (spec section 5).
      feedback.error(ERRORS.auth.loginFailed);
      return false;
    }
    const state: FlashLocationState = { success: SUCCESS.login };
    void navigate(paths.admin.dashboard, { state });
    return true;
  };

  return (
    <AuthCard banner={feedback.banner}>
      <h1 className={styles.title}>{T.login.title}</h1>
      <LoginForm onSubmit={login} />
      <Button asChild variant="secondary" className={styles.home}>
        <Link to={paths.home}>{T.login.home}</Link>
      </Button>
    </AuthCard>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import type { Locale } from '../../domain/locale';
import { paths } from '../../kinds/paths';
import { adminPaths } from '../../kinds/adminPaths';
import { Button } from '../../ui/Button';
import { useDocumentTheme } from '../../ui/useDocumentTheme';
import { useFeedback } from '../content/feedback';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { AuthCard } from '../login/AuthCard';
import { LoginForm, type Credentials } from '../login/LoginForm';
import { useNavigationMessage, type FlashLocationState } from '../session/navigationState';
import { useSession } from '../session/session';
import { adminTextsFor, useAdminLanguage, useAdminTexts } from '../texts';
import styles from './LoginPage.module.css';

/** /admin-login: e-mail and password, then the dashboard with 'Login successful!'. */
export default function LoginPage() {
  useDocumentTheme('light');
  const t = useAdminTexts();
  const { signIn } = useSession();
  const { locale } = useAdminLanguage();
  const navigate = useNavigate();
  // 'Authentication token is missing. Please log in.' when a 401 ended the session.
  const arrivalError = useNavigationMessage('error');
  const feedback = useFeedback({ initialError: arrivalError });

  const login = async (credentials: Credentials): Promise<boolean> => {
    feedback.clear();
    let language: Locale | null;
    try {
      language = await signIn(credentials);
    } catch {
      // Any failure, whatever the server said (spec section 5).
      feedback.error(t.errors.auth.loginFailed);
      return false;
    }
    // In the language the next screen speaks: the account's, which may not be this page's.
    const next = await adminTextsFor(language ?? locale).catch(() => t);
    const state: FlashLocationState = { success: next.success.login };
    void navigate(adminPaths.dashboard, { state });
    return true;
  };

  return (
    <AuthCard banner={feedback.banner}>
      <h1 className={styles.title}>{t.admin.login.title}</h1>
      <LoginForm onSubmit={login} />
      <Button asChild variant="secondary" className={styles.home}>
        <Link to={paths.home}>{t.admin.login.home}</Link>
      </Button>
      <LanguageSwitch />
    </AuthCard>
  );
}

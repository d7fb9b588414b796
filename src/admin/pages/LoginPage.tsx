import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../domain/paths';
import { SHORT_NAME } from '../../brand';
import { ERRORS, PAGE_TEXTS, SUCCESS } from '../../domain/messages';
import { VALIDATION_TEXTS } from '../../domain/validation';
import { Logo } from '../../ui/Logo/Logo';
import { useDocumentTheme } from '../../ui/useDocumentTheme';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { BannerDurationContext } from '../content/feedback';
import { useNavigationMessage, type FlashLocationState } from '../session/navigationState';
import { useSession } from '../session/session';
import styles from './LoginPage.module.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /admin-login: e-mail and password, then the dashboard with 'Login successful!'. */
export default function LoginPage() {
  useDocumentTheme('light');
  const { signIn } = useSession();
  const bannerMs = useContext(BannerDurationContext);
  const navigate = useNavigate();
  // 'Authentication token is missing. Please log in.' when a 401 ended the session.
  const arrivalError = useNavigationMessage('error');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(arrivalError);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refocusRef = useRef(false);

  // The fields were disabled while sending: once enabled again, the keyboard continues at the password.
  useEffect(() => {
    if (!busy && refocusRef.current) {
      refocusRef.current = false;
      passwordRef.current?.focus();
    }
  }, [busy]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors: FieldErrors = {
      email: email.trim() === '' ? VALIDATION_TEXTS.emailRequired : undefined,
      password: password === '' ? VALIDATION_TEXTS.passwordRequired : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password });
      const state: FlashLocationState = { success: SUCCESS.login };
      void navigate(paths.admin.dashboard, { state });
    } catch {
      // Any failure, whatever the server said (spec section 5).
      setError(ERRORS.auth.loginFailed);
      refocusRef.current = true;
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Banner variant="error" message={error} duration={bannerMs} onClear={() => setError(null)} />
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.brand}>
            <Logo />
            <span className={styles.name}>{SHORT_NAME}</span>
          </div>
          <h1 className={styles.title}>Admin Login</h1>
          <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
            <TextField
              ref={emailRef}
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              disabled={busy}
              error={fieldErrors.email}
            />
            <TextField
              ref={passwordRef}
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              disabled={busy}
              error={fieldErrors.password}
            />
            <Button type="submit" size="lg" disabled={busy} className={styles.submit}>
              Login
            </Button>
          </form>
          <Button asChild variant="secondary" className={styles.home}>
            <Link to={paths.home}>Home</Link>
          </Button>
        </div>
      </main>
      <LoadingOverlay open={busy} label={PAGE_TEXTS.loggingIn} />
    </div>
  );
}

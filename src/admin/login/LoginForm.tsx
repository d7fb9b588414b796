import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hasErrors, loginFieldErrors, type LoginFormErrors } from '../../domain/validation';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { RequiredTextFields } from '../content/RequiredTextFields';
import { useAdminTexts } from '../texts';
import styles from './LoginForm.module.css';

export interface Credentials {
  email: string;
  password: string;
}

function focusField(form: HTMLFormElement | null, name: keyof Credentials) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.focus();
}

export interface LoginFormProps {
  /** Signs in (the e-mail trimmed); resolves false when refused, for another try. */
  onSubmit: (credentials: Credentials) => Promise<boolean>;
}

/** E-mail and password, both required, and Login; a full-screen 'Logging in...' while the call runs. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const t = useAdminTexts();
  const fields = [
    { name: 'email', label: t.admin.login.email, type: 'email', autoComplete: 'username' },
    { name: 'password', label: t.admin.login.password, type: 'password', autoComplete: 'current-password' },
  ] as const;
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<LoginFormErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);

  // The fields were disabled while sending: once enabled again, the keyboard continues at the password.
  useEffect(() => {
    if (!busy && refocus.current) {
      refocus.current = false;
      focusField(formRef.current, 'password');
    }
  }, [busy]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = loginFieldErrors(values, t.validation);
    setFieldErrors(errors);
    if (hasErrors(errors)) {
      focusField(formRef.current, errors.email ? 'email' : 'password');
      return;
    }
    setBusy(true);
    // Signed in: the screen moves on to the dashboard.
    if (await onSubmit({ email: values.email.trim(), password: values.password })) return;
    refocus.current = true;
    setBusy(false);
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <RequiredTextFields fields={fields} values={values} onValuesChange={setValues} errors={fieldErrors} disabled={busy} />
      <Button type="submit" size="lg" disabled={busy} className={styles.submit}>
        {t.admin.login.submit}
      </Button>
      <LoadingOverlay open={busy} label={t.page.loggingIn} />
    </form>
  );
}

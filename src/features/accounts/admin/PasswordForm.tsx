import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newPasswordErrors } from '../rules';
import { Button } from '../../../ui/Button';
import { RequiredTextFields, type RequiredTextField } from '../../../admin/content/RequiredTextFields';
import { FormActions } from '../../../admin/content/Screen';
import { useAdminTexts } from '../../../admin/texts';
import styles from './accounts.module.css';

type Key = 'current' | 'password' | 'repeat';
export type PasswordErrors = Partial<Record<Key, string>>;

const NEW_FIELDS = (labels: { password: string; repeat: string }, hint: string): RequiredTextField<Key>[] => [
  { name: 'password', label: labels.password, type: 'password', autoComplete: 'new-password', hint },
  { name: 'repeat', label: labels.repeat, type: 'password', autoComplete: 'new-password' },
];

export interface PasswordFormProps {
  /** With the current password first (changing one's own), or only the new one (a one-time link). */
  withCurrent: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Sends; resolves the errors the server gave by field (empty when done, or reported elsewhere). */
  onSubmit: (values: { current: string; password: string }) => Promise<PasswordErrors>;
}

/** A new password typed twice (and the current one), checked here before it is sent; the server checks the rest. */
export function PasswordForm({ withCurrent, submitLabel, busyLabel, onSubmit }: PasswordFormProps) {
  const A = useAdminTexts().account;
  const [values, setValues] = useState<Record<Key, string>>({ current: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields: RequiredTextField<Key>[] = [
    ...(withCurrent ? [{ name: 'current' as const, label: A.password.current, type: 'password' as const, autoComplete: 'current-password' }] : []),
    ...NEW_FIELDS(withCurrent ? { password: A.password.next, repeat: A.password.repeat } : { password: A.accept.password, repeat: A.accept.repeat }, A.accept.hint),
  ];

  // Set when the server refused: the field at fault takes focus once the fields are enabled again.
  const refocus = useRef(false);

  const focusFirst = (found: PasswordErrors) => {
    const first = (['current', 'password', 'repeat'] as const).find((name) => found[name]);
    const input = first && form.current?.elements.namedItem(first);
    if (input instanceof HTMLInputElement) input.focus();
  };

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    focusFirst(errors);
  }, [busy, errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: PasswordErrors = {
      ...(withCurrent && !values.current ? { current: A.rules.currentRequired } : {}),
      ...newPasswordErrors(values, A.rules),
    };
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy(true);
    const refused = await onSubmit({ current: values.current, password: values.password });
    setBusy(false);
    setErrors(refused);
    if (Object.keys(refused).length) refocus.current = true;
    else setValues({ current: '', password: '', repeat: '' });
  };

  return (
    <form ref={form} className={styles.passwordForm} noValidate onSubmit={(event) => void submit(event)}>
      <RequiredTextFields fields={fields} values={values} onValuesChange={setValues} errors={errors} disabled={busy} />
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}

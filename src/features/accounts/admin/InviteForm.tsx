import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Role } from '../rules';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FormActions } from '../../../admin/content/Screen';
import { useAdminTexts } from '../../../admin/texts';
import { RoleSelect } from './RoleSelect';
import styles from './accounts.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface InviteFormProps {
  /** Sends the invite; resolves the field error to show (the e-mail taken), or null when done. */
  onInvite: (invite: { email: string; role: Role }) => Promise<string | null>;
}

/** E-mail and role, then Invite: the page shows the link to send. */
export function InviteForm({ onInvite }: InviteFormProps) {
  const A = useAdminTexts().account;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Counts the server's refusals: the field takes focus once it is enabled again (a quick answer
  // may come before the busy state was ever drawn, so `busy` alone would not change).
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals) input.current?.focus();
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = !address ? A.invite.emailRequired : EMAIL.test(address) ? undefined : A.invite.emailInvalid;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onInvite({ email: address, role });
    setBusy(false);
    setError(refused ?? undefined);
    if (refused) setRefusals((n) => n + 1);
    else setEmail('');
  };

  return (
    <form className={styles.invite} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={input}
        label={A.invite.email}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={error}
        disabled={busy}
      />
      <RoleSelect label={A.invite.role} value={role} onRoleChange={setRole} disabled={busy} />
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={A.invite.busy}>
          {A.invite.submit}
        </Button>
      </FormActions>
    </form>
  );
}

import { mayLoseOwner, type Role } from '../rules';
import { formatGalleryDate } from '../../../domain/dates';
import type { Account } from './api';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import { RoleChoice } from './RoleSelect';
import styles from './accounts.module.css';

export interface AccountsTableProps {
  accounts: readonly Account[];
  /** The account whose change is being sent: its row waits. */
  busyId: number | null;
  onRole: (account: Account, role: Role) => void;
  onLink: (account: Account) => void;
  onDeactivate: (account: Account) => void;
  onReactivate: (account: Account) => void;
}

/**
 * One row per account: e-mail, role (a select), state, last login and its actions. The last active
 * owner's role and Deactivate are disabled, saying why (the server refuses them too).
 */
export function AccountsTable({ accounts, busyId, onRole, onLink, onDeactivate, onReactivate }: AccountsTableProps) {
  const A = useAdminTexts().account;
  const { locale } = useAdminLanguage();
  return (
    // Wider than a phone: the table scrolls inside its frame, not the page.
    <div className={styles.tableFrame} role="region" aria-label={A.accounts.table} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{A.accounts.email}</th>
            <th scope="col">{A.accounts.role}</th>
            <th scope="col">{A.accounts.state}</th>
            <th scope="col">{A.accounts.lastLogin}</th>
            <th scope="col">{A.accounts.actions}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const busy = busyId === account.id;
            const keep = !mayLoseOwner(accounts, account);
            return (
              <tr key={account.id} aria-busy={busy || undefined}>
                <th scope="row" className={styles.email}>
                  {account.email}
                </th>
                <td>
                  <RoleChoice
                    aria-label={A.accounts.roleOf(account.email)}
                    title={keep ? A.accounts.lastOwner : undefined}
                    value={account.role}
                    disabled={busy || keep}
                    onRoleChange={(role) => onRole(account, role)}
                  />
                </td>
                <td>
                  <span className={styles.state} data-state={account.state}>
                    {A.states[account.state]}
                  </span>
                </td>
                <td>{account.last_login_at ? formatGalleryDate(account.last_login_at, undefined, locale) : A.accounts.never}</td>
                <td>
                  <div className={styles.actions}>
                    {account.state !== 'deactivated' && (
                      <Button variant="secondary" size="sm" disabled={busy} onClick={() => onLink(account)}>
                        {account.state === 'invited' ? A.accounts.newInviteLink : A.accounts.resetLink}
                        <VisuallyHidden> {A.accounts.linkFor(account.email)}</VisuallyHidden>
                      </Button>
                    )}
                    {account.state === 'deactivated' ? (
                      <Button variant="secondary" size="sm" disabled={busy} onClick={() => onReactivate(account)}>
                        {A.accounts.reactivate}
                        <VisuallyHidden> {account.email}</VisuallyHidden>
                      </Button>
                    ) : (
                      <Button variant="danger" size="sm" disabled={busy || keep} title={keep ? A.accounts.lastOwner : undefined} onClick={() => onDeactivate(account)}>
                        {A.accounts.deactivate}
                        <VisuallyHidden> {account.email}</VisuallyHidden>
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

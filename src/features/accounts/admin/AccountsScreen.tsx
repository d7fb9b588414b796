import { useState } from 'react';
import type { Account } from './api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { AccountsTable } from './AccountsTable';
import { InviteForm } from './InviteForm';
import { LinkDialog } from './LinkDialog';
import { useAccounts } from './useAccounts';
import { CollectionView } from '../../../admin/content/CollectionView';
import { useFeedback } from '../../../admin/content/feedback';
import { Screen, Section } from '../../../admin/content/Screen';
import { useRole } from '../../../admin/session/session';
import { useAdminTexts } from '../../../admin/texts';

/**
 * /dashboard/accounts (owners): invite people, change roles, deactivate and reactivate, issue reset
 * links. An editor who comes here reads that it is for owners (the server refuses them anyway).
 */
export default function AccountsScreen() {
  if (useRole() === 'editor') return <OwnersOnly />;
  return <Accounts />;
}

function OwnersOnly() {
  const A = useAdminTexts().account;
  return (
    <Screen title={A.accounts.heading}>
      <EmptyState message={A.accounts.ownersOnly} />
    </Screen>
  );
}

function Accounts() {
  const A = useAdminTexts().account;
  const feedback = useFeedback();
  const screen = useAccounts(feedback);
  const [deactivating, setDeactivating] = useState<Account | null>(null);
  if (screen.forbidden) return <OwnersOnly />;
  const { accounts } = screen;

  return (
    <Screen title={A.accounts.heading} intro={A.accounts.intro}>
      {feedback.banner}
      <Section title={A.invite.heading}>
        <InviteForm onInvite={screen.invite} />
      </Section>
      <Section title={A.accounts.team} variant="plain">
        <CollectionView
          status={accounts.status}
          count={accounts.items.length}
          loadingLabel={A.accounts.loading}
          placeholder="overlay"
          emptyText={A.accounts.empty}
          errorText={A.accounts.fetchFailed}
          onRetry={accounts.reload}
        >
          <AccountsTable
            accounts={accounts.items}
            busyId={screen.busyId}
            onRole={screen.setRole}
            onLink={(account) => void screen.issue(account)}
            onDeactivate={setDeactivating}
            onReactivate={screen.reactivate}
          />
        </CollectionView>
      </Section>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => (open ? undefined : setDeactivating(null))}
        title={deactivating ? A.accounts.confirmTitle(deactivating.email) : ''}
        description={A.accounts.confirmDescription}
        confirmLabel={A.accounts.confirm}
        busyLabel={A.accounts.busy}
        onConfirm={() => (deactivating ? screen.deactivate(deactivating) : undefined)}
      />
      <LinkDialog link={screen.link} onClose={screen.closeLink} />
    </Screen>
  );
}

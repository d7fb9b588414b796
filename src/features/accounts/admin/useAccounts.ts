import { useState } from 'react';
import { changeRole, inviteAccount, issueLink, listAccounts, setActive, type Account, type Role } from './api';
import { ApiError } from '../../../api/errors';
import type { ServerErrorWords } from '../../../domain/serverWords';
import type { Feedback } from '../../../admin/content/feedback';
import { useCollection } from '../../../admin/content/useCollection';
import { refusalText } from '../../../admin/content/failureText';
import { useAdminTexts } from '../../../admin/texts';
import type { IssuedLink } from './LinkDialog';

/** The server's text when it gave one (409: the last owner, the e-mail taken), in the screen's language; else the screen's. */
const textOf = (error: unknown, fallback: string, words: ServerErrorWords | null) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? refusalText(error, words, fallback) : fallback;

/**
 * The accounts screen's list and its changes: each change replaces its row with the server's answer
 * and says so in the banner; a link just made is kept for the dialog that shows it once.
 */
export function useAccounts(feedback: Feedback) {
  const t = useAdminTexts();
  const A = t.account;
  const [forbidden, setForbidden] = useState(false);
  const accounts = useCollection(
    (signal) => listAccounts({ signal }),
    (error) => {
      if (error instanceof ApiError && error.status === 403) setForbidden(true);
      else feedback.error(A.accounts.fetchFailed);
    },
  );
  const [busyId, setBusyId] = useState<number | null>(null);
  const [link, setLink] = useState<IssuedLink | null>(null);

  const replace = (row: Account) => accounts.setItems((list) => list.map((a) => (a.id === row.id ? row : a)));

  /** Runs one change of `account`, its row busy meanwhile; false when refused (the banner says why). */
  async function change(account: Account, run: () => Promise<Account>, done: (row: Account) => string): Promise<boolean> {
    setBusyId(account.id);
    feedback.clear();
    try {
      const row = await run();
      replace(row);
      feedback.success(done(row));
      return true;
    } catch (error) {
      feedback.error(textOf(error, A.accounts.changeFailed, t.serverErrors));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    accounts,
    forbidden,
    busyId,
    link,
    closeLink: () => setLink(null),
    invite: async ({ email, role }: { email: string; role: Role }): Promise<string | null> => {
      feedback.clear();
      try {
        const answer = await inviteAccount({ email, role });
        accounts.setItems((list) => [...list, answer.account]);
        setLink({ email: answer.account.email, ...answer.link });
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.field === 'email') return refusalText(error, t.serverErrors);
        feedback.error(textOf(error, A.invite.failed, t.serverErrors));
        return null;
      }
    },
    setRole: (account: Account, role: Role) =>
      void change(account, () => changeRole(account.id, role), (row) => A.accounts.roleChanged(row.email, A.roles[row.role].toLowerCase())),
    /** For the confirmation: rejects when refused, so the dialog stays for another try. */
    deactivate: async (account: Account) => {
      if (!(await change(account, () => setActive(account.id, false), (row) => A.accounts.deactivated(row.email)))) throw new Error('refused');
    },
    reactivate: (account: Account) => void change(account, () => setActive(account.id, true), (row) => A.accounts.reactivated(row.email)),
    issue: async (account: Account) => {
      setBusyId(account.id);
      feedback.clear();
      try {
        setLink({ email: account.email, ...(await issueLink(account.id)) });
      } catch (error) {
        feedback.error(textOf(error, A.link.failed, t.serverErrors));
      } finally {
        setBusyId(null);
      }
    },
  };
}

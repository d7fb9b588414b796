import { changeOwnPassword } from './api';
import { ApiError } from '../../../api/errors';
import { withDetail } from '../../../domain/notices';
import { serverSaid } from '../../../domain/serverWords';
import { PasswordForm, type PasswordErrors } from './PasswordForm';
import { useFeedback } from '../../../admin/content/feedback';
import { Screen, Section } from '../../../admin/content/Screen';
import { refusalText } from '../../../admin/content/failureText';
import { useAdminTexts } from '../../../admin/texts';

/** /dashboard/password, for every admin: the current password, then the new one twice. */
export default function PasswordScreen() {
  const t = useAdminTexts();
  const A = t.account;
  const feedback = useFeedback();

  const change = async ({ current, password }: { current: string; password: string }): Promise<PasswordErrors> => {
    feedback.clear();
    try {
      const answer = await changeOwnPassword({ currentPassword: current, newPassword: password });
      feedback.success(serverSaid(answer.message, t.serverErrors));
      return {};
    } catch (error) {
      if (error instanceof ApiError && error.field === 'currentPassword') return { current: refusalText(error, t.serverErrors) };
      if (error instanceof ApiError && error.field === 'newPassword') return { password: refusalText(error, t.serverErrors) };
      feedback.error(error instanceof ApiError && error.status ? withDetail(A.password.failed, refusalText(error, t.serverErrors)) : A.password.failed);
      return {};
    }
  };

  return (
    <Screen title={A.password.heading} intro={A.password.intro}>
      {feedback.banner}
      <Section title={A.password.section}>
        <PasswordForm withCurrent submitLabel={A.password.submit} busyLabel={A.password.busy} onSubmit={change} />
      </Section>
    </Screen>
  );
}

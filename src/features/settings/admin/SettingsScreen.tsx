import { ApiError } from '../../../api/errors';
import { getSettings } from '../api';
import { updateSettings } from './api';
import { useLoad } from '../../../api/useLoad';
import { TIMINGS, withDetail } from '../../../domain/notices';
import { serverSaid, type ServerErrorWords } from '../../../domain/serverWords';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useFeedback } from '../../../admin/content/feedback';
import { Screen } from '../../../admin/content/Screen';
import { useSaving } from '../../../admin/content/useSaving';
import { SettingsForm, type SettingsSaveResult, type SettingsValues } from './SettingsForm';
import { refusalText } from '../../../admin/content/failureText';
import { useAdminTexts } from '../../../admin/texts';
import styles from './SettingsScreen.module.css';

/** The detail after 'Failed to ... settings:': the server's text (in the screen's language with `words`), or what went wrong on the way. */
const detailOf = (error: unknown, words: ServerErrorWords | null) => (error instanceof ApiError && words ? refusalText(error, words) : error instanceof Error ? error.message : '');

/** /dashboard/settings and /settings: the home page's mission text, subtitle and hero image. */
export default function SettingsScreen() {
  const t = useAdminTexts();
  // Settings messages stay 5 s (spec section 9).
  const feedback = useFeedback({ duration: TIMINGS.settingsBannerMs });
  const { state } = useLoad((signal) => getSettings({ signal }), [], {
    onError: (error) => feedback.error(withDetail(t.errors.settings.fetch, detailOf(error, t.serverErrors))),
  });
  const saving = useSaving(feedback);

  const submit = async ({ missionText, subtitleText, whatsappChannel, hero, heroDetails }: SettingsValues): Promise<SettingsSaveResult> => {
    feedback.clear();
    const input = { missionText, subtitleText, ...heroDetails, heroBackgroundImage: hero ?? undefined, ...(whatsappChannel === undefined ? {} : { whatsappChannel }) };
    const result = await saving.save({
      files: hero !== null,
      call: (upload) => updateSettings(input, upload),
      success: (answer) => serverSaid(answer.message, t.serverErrors),
      failure: (error) => withDetail(t.errors.settings.update, detailOf(error, t.serverErrors)),
    });
    if (result.ok) return { saved: result.value.settings };
    const { error } = result;
    return { saved: null, heroError: error instanceof ApiError && error.field === 'heroBackgroundImage' ? detailOf(error, t.serverErrors) : undefined };
  };

  return (
    <Screen title={t.page.settingsHeading} className={styles.page}>
      {feedback.banner}
      {state.status === 'loading' ? (
        <LoadingOverlay label={t.admin.settings.loading} />
      ) : (
        <SettingsForm
          initial={state.status === 'loaded' ? state.data : null}
          busy={saving.busy}
          progress={saving.percent}
          onProblem={feedback.error}
          onSubmit={submit}
        />
      )}
    </Screen>
  );
}

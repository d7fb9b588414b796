import { useState, type FormEvent } from 'react';
import type { Settings } from '../api';
import { settingsFieldErrors, validateHeroImage, validateSettingsForm, type SettingsFormErrors } from '../../../domain/validation';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/FileField';
import { ProgressBar } from '../../../ui/ProgressBar';
import { TextField } from '../../../ui/TextField';
import { whatsappChannelLink } from '../rules';
import { RequiredTextFields } from '../../../admin/content/RequiredTextFields';
import { StoredImage } from '../../../admin/content/StoredImage';
import { PictureDetailsFields, usePictureDetails } from '../../../admin/content/PictureDetailsFields';
import { useAdminTexts } from '../../../admin/texts';
import { useHeroPick } from './useHeroPick';
import styles from './SettingsForm.module.css';

const HERO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

type Texts = Pick<Settings, 'missionText' | 'subtitleText'>;

export interface SettingsValues extends Texts {
  /** The WhatsApp Channel link as typed, trimmed ('' for none); undefined when unchanged, so a save sends the specification's fields alone. */
  whatsappChannel: string | undefined;
  hero: File | null;
  /** The hero's alt text, decorative mark and focal point fields that changed (decision 024). */
  heroDetails: Record<string, string>;
}

/** What a save gave: the settings now stored, or the server's words about the hero image. */
export type SettingsSaveResult = { saved: Settings } | { saved: null; heroError?: string };

export interface SettingsFormProps {
  /** The stored settings; null when they could not be read (the fields start empty). */
  initial: Settings | null;
  busy: boolean;
  /** Upload progress (0-100) while the image is being sent, else null. */
  progress: number | null;
  /** Shows a problem found before sending in the screen's banner. */
  onProblem: (text: string) => void;
  onSubmit: (values: SettingsValues) => Promise<SettingsSaveResult>;
}

/** The home page's mission text, subtitle and hero image, with a preview of the current image. */
export function SettingsForm({ initial, busy, progress, onProblem, onSubmit }: SettingsFormProps) {
  const t = useAdminTexts();
  const T = t.admin;
  const textFields = [
    { name: 'missionText', label: T.settings.missionText },
    { name: 'subtitleText', label: T.settings.subtitleText },
  ] as const;
  const [current, setCurrent] = useState(initial);
  const [texts, setTexts] = useState<Texts>({ missionText: initial?.missionText ?? '', subtitleText: initial?.subtitleText ?? '' });
  const [fieldErrors, setFieldErrors] = useState<SettingsFormErrors>({});
  const [channel, setChannel] = useState(initial?.whatsappChannel ?? '');
  const [channelError, setChannelError] = useState<string | null>(null);
  const hero = useHeroPick(onProblem);
  const heroDetails = usePictureDetails('heroBackgroundImage', hero.file, { path: current?.heroBackgroundImage, details: current?.heroBackgroundImageDetails });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFieldErrors(settingsFieldErrors(texts, t.validation));
    const problem = validateSettingsForm(texts, t.validation) ?? (hero.file ? validateHeroImage(hero.file, t.validation) : null);
    if (problem) {
      onProblem(problem);
      return;
    }
    const whatsappChannel = channel.trim();
    const badChannel = whatsappChannel !== '' && whatsappChannelLink(whatsappChannel) === null;
    setChannelError(badChannel ? T.settings.whatsappChannelInvalid : null);
    if (badChannel) return;
    if (!heroDetails.check()) return;
    const changed = whatsappChannel !== (current?.whatsappChannel ?? '');
    const result = await onSubmit({ ...texts, whatsappChannel: changed ? whatsappChannel : undefined, hero: hero.file, heroDetails: heroDetails.fields() });
    if (result.saved) {
      setCurrent(result.saved);
      setTexts({ missionText: result.saved.missionText, subtitleText: result.saved.subtitleText });
      setChannel(result.saved.whatsappChannel ?? '');
      hero.clear();
    } else if (result.heroError !== undefined) {
      hero.setError(result.heroError);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <RequiredTextFields fields={textFields} values={texts} onValuesChange={setTexts} errors={fieldErrors} disabled={busy} />

      <figure className={styles.current}>
        {current?.heroBackgroundImage ? (
          <StoredImage
            className={styles.preview}
            path={current.heroBackgroundImage}
            sizes="(min-width: 1024px) 44rem, 100vw"
            loading="eager"
            alt={T.settings.currentImageAlt}
          />
        ) : (
          <p className={styles.noImage}>{T.settings.noImage}</p>
        )}
        <figcaption className={styles.caption}>{T.settings.currentImage}</figcaption>
      </figure>

      <FileField
        key={hero.fieldKey}
        label={T.settings.image}
        name="heroBackgroundImage"
        hint={T.settings.imageHint}
        accept={HERO_ACCEPT}
        rejectMessage={() => t.validation.heroImageType}
        onChange={hero.onPicked}
        onFilesChange={hero.onFiles}
        error={hero.error ?? undefined}
        disabled={busy}
      />
      <PictureDetailsFields {...heroDetails.props} disabled={busy} />

      <TextField
        label={T.settings.whatsappChannel}
        name="whatsappChannel"
        type="url"
        inputMode="url"
        autoComplete="off"
        hint={T.settings.whatsappChannelHint}
        value={channel}
        onChange={(event) => setChannel(event.target.value)}
        error={channelError ?? undefined}
        disabled={busy}
      />

      {progress !== null && <ProgressBar label={T.settings.uploadingImage} value={progress} />}

      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={t.page.settingsBusy}>
          {t.page.settingsSubmit}
        </Button>
      </div>
    </form>
  );
}

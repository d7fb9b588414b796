import { useContext, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { API_BASE } from '../../api/client';
import { ApiError } from '../../api/errors';
import { getSettings, updateSettings, type Settings } from '../../api/settings';
import { imageSources } from '../../domain/media';
import { ERRORS, PAGE_TEXTS, TIMINGS, withDetail } from '../../domain/messages';
import { validateHeroImage, validateSettingsForm, VALIDATION_TEXTS } from '../../domain/validation';
import { Banner, type BannerVariant } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { FileField } from '../../ui/FileField';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { ProgressBar } from '../../ui/ProgressBar';
import { SmartImage } from '../../ui/SmartImage';
import { TextField } from '../../ui/TextField';
import { BannerDurationContext } from '../content/feedback';
import styles from './SettingsPage.module.css';

interface FieldErrors {
  missionText?: string;
  subtitleText?: string;
}

interface Message {
  variant: BannerVariant;
  text: string;
}

const HERO_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** The detail after 'Failed to ... settings:': the server's text, or what went wrong on the way. */
const detailOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** /dashboard/settings and /settings: the home page's mission text, subtitle and hero image. */
export default function SettingsPage() {
  // Settings messages stay 5 s (spec section 9), unless banners are held (stories).
  const bannerMs = useContext(BannerDurationContext) === null ? null : TIMINGS.settingsBannerMs;
  const [loading, setLoading] = useState(true);
  const [current, setCurrent] = useState<Settings | null>(null);
  const [missionText, setMissionText] = useState('');
  const [subtitleText, setSubtitleText] = useState('');
  const [hero, setHero] = useState<File | null>(null);
  const [heroError, setHeroError] = useState<string | null>(null);
  // A new key empties the file field (after a save, or when a picked file is refused).
  const [heroFieldKey, setHeroFieldKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSettings({ signal: controller.signal })
      .then((settings) => {
        setCurrent(settings);
        setMissionText(settings.missionText);
        setSubtitleText(settings.subtitleText);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setMessage({ variant: 'error', text: withDetail(ERRORS.settings.fetch, detailOf(error)) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  const refuseHero = (text: string) => {
    setHeroError(text);
    setMessage({ variant: 'error', text });
  };

  // Every pick is checked, including a type the field itself refuses (it then keeps no file).
  const onHeroPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0];
    const problem = picked ? validateHeroImage(picked) : null;
    if (problem) refuseHero(problem);
  };

  const onHeroFiles = (files: File[]) => {
    const file = files[0] ?? null;
    if (file && validateHeroImage(file)) {
      // An acceptable type but too big: drop it from the field, the message stays.
      setHero(null);
      setHeroFieldKey((key) => key + 1);
      return;
    }
    setHero(file);
    if (file) setHeroError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors: FieldErrors = {
      missionText: missionText.trim() === '' ? VALIDATION_TEXTS.missionTextRequired : undefined,
      subtitleText: subtitleText.trim() === '' ? VALIDATION_TEXTS.subtitleTextRequired : undefined,
    };
    setFieldErrors(errors);
    const problem = validateSettingsForm({ missionText, subtitleText }) ?? (hero ? validateHeroImage(hero) : null);
    if (problem) {
      setMessage({ variant: 'error', text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await updateSettings(
        { missionText, subtitleText, heroBackgroundImage: hero ?? undefined },
        hero ? { onProgress: setProgress } : {},
      );
      setCurrent(answer.settings);
      setMissionText(answer.settings.missionText);
      setSubtitleText(answer.settings.subtitleText);
      setHero(null);
      setHeroFieldKey((key) => key + 1);
      setMessage({ variant: 'success', text: answer.message });
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field === 'heroBackgroundImage') setHeroError(detailOf(error));
      setMessage({ variant: 'error', text: withDetail(ERRORS.settings.update, detailOf(error)) });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const heroPreview = current?.heroBackgroundImage ? imageSources(current.heroBackgroundImage, API_BASE) : null;

  return (
    <div className={styles.page}>
      <Banner
        variant={message?.variant}
        message={message?.text}
        duration={bannerMs}
        onClear={() => setMessage(null)}
      />
      <h1 className={styles.title}>{PAGE_TEXTS.settingsHeading}</h1>

      {loading ? (
        <LoadingOverlay label="Loading settings..." />
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
          <TextField
            label="Mission Text"
            name="missionText"
            required
            value={missionText}
            onChange={(event) => setMissionText(event.currentTarget.value)}
            error={fieldErrors.missionText}
            disabled={busy}
          />
          <TextField
            label="Subtitle Text"
            name="subtitleText"
            required
            value={subtitleText}
            onChange={(event) => setSubtitleText(event.currentTarget.value)}
            error={fieldErrors.subtitleText}
            disabled={busy}
          />

          <figure className={styles.current}>
            {heroPreview ? (
              <SmartImage
                className={styles.preview}
                src={heroPreview.src}
                srcSet={heroPreview.srcSet}
                sizes="(min-width: 1024px) 44rem, 100vw"
                width={heroPreview.width ?? undefined}
                height={heroPreview.height ?? undefined}
                loading="eager"
                alt="Current hero background image"
              />
            ) : (
              <p className={styles.noImage}>No image uploaded: the home page shows its default background.</p>
            )}
            <figcaption className={styles.caption}>Current background</figcaption>
          </figure>

          <FileField
            key={heroFieldKey}
            label="Hero Background Image"
            name="heroBackgroundImage"
            hint="JPG, JPEG or PNG, at most 5 MB. Leave empty to keep the current image."
            accept={HERO_ACCEPT}
            rejectMessage={() => VALIDATION_TEXTS.heroImageType}
            onChange={onHeroPicked}
            onFilesChange={onHeroFiles}
            error={heroError ?? undefined}
            disabled={busy}
          />

          {progress !== null && <ProgressBar label="Uploading image" value={progress} />}

          <div className={styles.actions}>
            <Button type="submit" busy={busy} busyLabel={PAGE_TEXTS.settingsBusy}>
              {PAGE_TEXTS.settingsSubmit}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

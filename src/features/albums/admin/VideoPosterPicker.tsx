import { useCallback, useId, useRef, useState } from 'react';
import { defaultPosterMoment, formatMoment, posterSize, POSTER_QUALITY, POSTER_TYPE } from './videoPoster';
import { useAdminTexts } from '../../../admin/texts';
import styles from './VideoPosterPicker.module.css';

export interface VideoPosterPickerProps {
  /** The video the admin chose. */
  file: File;
  /** The frame as a JPEG each time one is grabbed; null when this browser cannot read the video. */
  onChange: (poster: Blob | null) => void;
}

type State = { kind: 'loading' } | { kind: 'ready'; duration: number } | { kind: 'failed' };

/**
 * A chosen video's poster picture (issue 13): shows a frame one second in and grabs it; a slider
 * (arrow keys, Page Up/Down, Home/End) picks another moment. Nothing is uploaded here: the form
 * sends the frame with the video, and the server re-encodes it as any picture.
 */
export function VideoPosterPicker(props: VideoPosterPickerProps) {
  // Another file starts afresh: no moment or state of the previous one carries over.
  return <Picker key={fileKey(props.file)} {...props} />;
}

const keys = new WeakMap<File, number>();
let lastKey = 0;
/** A key for a File object: the same file, the same key; another file (even of the same name), another. */
export function fileKey(file: File): number {
  let key = keys.get(file);
  if (key === undefined) keys.set(file, (key = ++lastKey));
  return key;
}

function Picker({ file, onChange }: VideoPosterPickerProps) {
  const T = useAdminTexts().admin.poster;
  const video = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [moment, setMoment] = useState(0);
  // Until a frame is grabbed (the first, or one after the slider moved): the form's frame is not the one on screen yet.
  const [grabbing, setGrabbing] = useState(true);
  const ids = useId();

  // The video element gets the file's URL, revoked when the element goes.
  const attach = useCallback(
    (element: HTMLVideoElement | null) => {
      video.current = element;
      if (!element) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  const fail = () => {
    setState({ kind: 'failed' });
    setGrabbing(false);
    onChange(null);
  };

  const onLoadedMetadata = async () => {
    const element = video.current;
    if (!element) return;
    const duration = await knownDuration(element);
    if (duration === null || !element.videoWidth) return fail();
    const start = defaultPosterMoment(duration);
    setState({ kind: 'ready', duration });
    setMoment(start);
    element.currentTime = start;
  };

  const onSeeked = () => {
    const element = video.current;
    if (!element || state.kind !== 'ready') return;
    setGrabbing(true);
    void grab(element).then((blob) => {
      if (!blob) return fail();
      setGrabbing(false);
      onChange(blob);
    });
  };

  const pick = (value: number) => {
    setMoment(value);
    if (video.current) video.current.currentTime = value;
  };

  const label = T.label(file.name);
  return (
    <figure className={styles.picker} aria-labelledby={`${ids}-label`} aria-busy={(state.kind !== 'failed' && grabbing) || undefined}>
      <figcaption id={`${ids}-label`} className={styles.label}>
        {label}
      </figcaption>
      {state.kind !== 'failed' && (
        <video
          ref={attach}
          className={styles.frame}
          muted
          playsInline
          preload="auto"
          aria-hidden="true"
          onLoadedMetadata={() => void onLoadedMetadata()}
          onSeeked={onSeeked}
          onError={fail}
        />
      )}
      {state.kind === 'loading' && <p className={styles.note}>{T.loading}</p>}
      {state.kind === 'failed' && (
        <p className={styles.note} role="status">
          {T.failed}
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          <label className={styles.moment} htmlFor={`${ids}-moment`}>
            {T.moment} <span aria-hidden="true">{formatMoment(moment)}</span>
          </label>
          <input
            id={`${ids}-moment`}
            className={styles.slider}
            type="range"
            min={0}
            max={state.duration}
            step={0.1}
            value={moment}
            aria-valuetext={T.momentOf(formatMoment(moment), formatMoment(state.duration))}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => pick(Number(event.target.value))}
          />
          <p id={`${ids}-hint`} className={styles.note}>
            {T.hint}
          </p>
        </>
      )}
    </figure>
  );
}

/**
 * The video's length. A recording straight from a browser (MediaRecorder's WebM) may say Infinity
 * until it has been read to the end: seeking far past it makes the browser find the real one.
 */
async function knownDuration(element: HTMLVideoElement): Promise<number | null> {
  if (Number.isFinite(element.duration)) return element.duration > 0 ? element.duration : null;
  const found = new Promise<void>((resolve) => element.addEventListener('durationchange', () => resolve(), { once: true }));
  element.currentTime = Number.MAX_SAFE_INTEGER;
  await Promise.race([found, new Promise((resolve) => setTimeout(resolve, 3000))]);
  const duration = element.duration;
  return Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** The frame on screen as a JPEG, at most POSTER_MAX_WIDTH wide; null when the browser refuses. */
function grab(element: HTMLVideoElement): Promise<Blob | null> {
  const { width, height } = posterSize(element.videoWidth, element.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || !width) return Promise.resolve(null);
  context.drawImage(element, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, POSTER_TYPE, POSTER_QUALITY));
}

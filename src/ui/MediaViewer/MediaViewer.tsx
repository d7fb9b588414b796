import { useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import { Modal, ModalClose, ModalContent, ModalTitle } from '../Modal';
import { Icon } from '../Icon';
import { StepButtons } from '../shared/StepButtons';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './MediaViewer.module.css';
import { useUiTexts } from '../texts';

export interface MediaViewerProps {
  /** URLs of the pictures and videos. */
  files: readonly string[];
  /** Whether a file plays as a video (else it shows as a picture): which files are videos is the app's rule. */
  isVideo: (file: string) => boolean;
  open: boolean;
  /** The file shown when the viewer opens (0 when not given). */
  startIndex?: number;
  onClose: () => void;
  /** Names the viewer for screen readers, e.g. the event title. */
  title?: string;
  /** Alt text of a picture (and label of a video); `<title>, <n> of <total>` when not given. */
  getAlt?: (file: string, index: number) => string;
  /** A video's poster picture URL, shown until it is played (the video downloads only then). */
  getPoster?: (file: string, index: number) => string | undefined;
  closeLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/**
 * Pictures and videos, one at a time, full screen. Several files get previous/next buttons (and the ArrowLeft /
 * ArrowRight keys) that wrap around, and a counter '2 / 5'. Closing forgets the position: the
 * next opening starts again at startIndex.
 */
export function MediaViewer(given: MediaViewerProps) {
  const ui = useUiTexts();
  const {
    files,
    isVideo,
    open,
    startIndex = 0,
    onClose,
    title = ui.mediaViewer.title,
    getAlt,
    getPoster,
    closeLabel = ui.mediaViewer.close,
    previousLabel = ui.mediaViewer.previous,
    nextLabel = ui.mediaViewer.next,
    className,
  } = given;
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <ModalContent size="full" showCloseButton={false} className={clsx(styles.viewer, className)}>
        <ModalTitle visuallyHidden>{title}</ModalTitle>
        {/* Mounted only while open, so its position starts afresh at every opening. */}
        <Stage
          files={files}
          isVideo={isVideo}
          startIndex={startIndex}
          title={title}
          getAlt={getAlt}
          getPoster={getPoster}
          closeLabel={closeLabel}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
        />
      </ModalContent>
    </Modal>
  );
}

type StageProps = Required<Pick<MediaViewerProps, 'files' | 'isVideo' | 'startIndex' | 'title' | 'closeLabel' | 'previousLabel' | 'nextLabel'>> &
  Pick<MediaViewerProps, 'getAlt' | 'getPoster'>;

function Stage({ files, isVideo, startIndex, title, getAlt, getPoster, closeLabel, previousLabel, nextLabel }: StageProps) {
  const ui = useUiTexts();
  const count = files.length;
  const [index, setIndex] = useState(() => clampIndex(startIndex, count));
  // The list may shrink while the viewer is open.
  const current = clampIndex(index, count);
  const file = files[current];
  const several = count > 1;

  const go = (step: number) => setIndex((i) => (clampIndex(i, count) + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A focused video seeks with the arrow keys; leave them to it.
    if (!several || event.target instanceof HTMLMediaElement) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const alt = file === undefined ? '' : (getAlt?.(file, current) ?? `${title}, ${current + 1} of ${count}`);

  return (
    <div className={styles.stage} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        {several && (
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            {current + 1} / {count}
          </p>
        )}
        <ModalClose className={clsx(styles.button, styles.close)}>
          <Icon className={styles.icon} path="M6 6l12 12M18 6L6 18" />
          <VisuallyHidden>{closeLabel}</VisuallyHidden>
        </ModalClose>
      </div>
      <div className={styles.media}>
        {file === undefined ? (
          <p>{ui.mediaViewer.nothing}</p>
        ) : isVideo(file) ? (
          // key: a new element per file, so the previous one never shows while the next loads.
          <video
            key={`${current}:${file}`}
            className={styles.file}
            src={file}
            poster={getPoster?.(file, current)}
            aria-label={alt}
            controls
            playsInline
            preload="none"
          />
        ) : (
          <img key={`${current}:${file}`} className={styles.file} src={file} alt={alt} decoding="async" />
        )}
        {several && (
          <StepButtons
            classes={styles}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
            onStep={go}
          />
        )}
      </div>
    </div>
  );
}

function clampIndex(index: number, count: number): number {
  if (count === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

import { useCallback, useId, type KeyboardEvent, type PointerEvent } from 'react';
import clsx from 'clsx';
import { PLACEHOLDER_SRC } from '../SmartImage';
import styles from './FocalPointPicker.module.css';

/** A point of a picture, each coordinate from 0 (left, top) to 1 (right, bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** What the picker says, in the page's language. */
export interface FocalPointTexts {
  /** The picture's name for screen readers when no `label` is given. */
  label: string;
  /** The status with a point set, in whole percent from the left and from the top. */
  at: (x: number, y: number) => string;
  /** The status without one. */
  unset: string;
  /** The button that removes the point. */
  clear: string;
}

export interface FocalPointPickerProps {
  /** The picture to pick on: its URL, or the file just chosen (`file`). */
  src?: string;
  file?: Blob;
  /** The point, each coordinate 0..1; null: none, crops keep the centre. */
  value: FocalPoint | null;
  onChange: (value: FocalPoint | null) => void;
  /** Its words in the page's language. */
  texts: FocalPointTexts;
  /** The picture's name for screen readers; `texts.label` by default. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** An arrow key's step: a twentieth of the picture, a hundredth with Shift. */
const STEP = 0.05;
const FINE_STEP = 0.01;

const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const percent = (n: number) => Math.round(n * 100);

/** A coordinate within the picture, to four decimals: finer than any pixel, and no float noise from the steps. */
const coordinate = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10000) / 10000;

/**
 * The point of a picture its crops keep in view: a tap or click on the picture sets it (shown by a
 * marker), arrow keys move it (from the centre when none is set), "Clear" removes it.
 */
export function FocalPointPicker({ src, file, value, onChange, texts: T, label = T.label, disabled = false, className }: FocalPointPickerProps) {
  const statusId = useId();
  // A chosen file is shown through an object URL that lives exactly as long as the element (React 19 ref cleanup).
  const attachFile = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !file) return;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  // The pointer, not the click: a keyboard "click" (Enter, Space) has no position.
  const pick = (event: PointerEvent<HTMLButtonElement>) => {
    if (disabled || event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange({ x: coordinate((event.clientX - box.left) / box.width), y: coordinate((event.clientY - box.top) / box.height) });
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = MOVES[event.key];
    if (disabled || !direction) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    const from = value ?? { x: 0.5, y: 0.5 };
    onChange({ x: coordinate(from.x + direction[0] * step), y: coordinate(from.y + direction[1] * step) });
  };

  return (
    <div className={clsx(styles.picker, className)}>
      <button
        type="button"
        className={styles.surface}
        aria-label={label}
        aria-describedby={statusId}
        disabled={disabled}
        onPointerDown={pick}
        onKeyDown={move}
      >
        <img
          className={styles.image}
          src={file ? undefined : src}
          ref={attachFile}
          alt=""
          draggable={false}
          // A picture that cannot be shown (gone, broken) gives way to the placeholder, once, as SmartImage does.
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER_SRC)) event.currentTarget.src = PLACEHOLDER_SRC;
          }}
        />
        {value && <span className={styles.marker} style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }} aria-hidden="true" />}
      </button>
      <div className={styles.row}>
        <p id={statusId} className={styles.status} aria-live="polite">
          {value ? T.at(percent(value.x), percent(value.y)) : T.unset}
        </p>
        {value && (
          <button type="button" className={styles.clear} onClick={() => onChange(null)} disabled={disabled}>
            {T.clear}
          </button>
        )}
      </div>
    </div>
  );
}

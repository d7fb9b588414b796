import { useId, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './ProgressBar.module.css';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** Visible name, e.g. 'Uploading 3 files'. */
  label: ReactNode;
  /** What a screen reader says for the value; defaults to '42%'. */
  valueText?: string;
};

/** Determinate progress, e.g. an upload. */
export function ProgressBar({ value, label, valueText, className, id, ...props }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const text = valueText ?? `${percent}%`;
  const labelId = `${useId()}-label`;
  return (
    <div className={clsx(styles.root, className)} id={id} data-complete={percent === 100 || undefined} {...props}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value} aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Field.module.css';

/** What every form field takes besides its control's own props. */
export interface FieldOwnProps {
  /** Visible label, tied to the control with for/id. */
  label: ReactNode;
  /** Help shown under the label, e.g. 'JPG or PNG, at most 5 MB'. */
  hint?: ReactNode;
  /** Validation message; when set the control is aria-invalid and described by it. */
  error?: ReactNode;
}

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  'aria-describedby'?: string;
}

/** Ids and ARIA wiring shared by TextField, TextArea and FileField. */
export function useFieldIds({ id, hint, error, 'aria-describedby': describedBy }: FieldIdsInput) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The props a field splits off for its label, hint and error; the rest go to its control. */
export interface FieldInput extends FieldOwnProps {
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Splits a field's props: `shell` for FieldShell (label, hint, error, wrapper class), `control`
 * for the native control (its own props, `required` and the ids and ARIA wiring).
 */
export function useField<P extends FieldInput>({ label, hint, error, id, className, required, 'aria-describedby': describedBy, ...rest }: P) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, 'aria-describedby': describedBy });
  return {
    shell: { label, hint, error, controlId, hintId, errorId, required, className },
    control: { required, ...rest, ...controlProps },
  };
}

interface FieldShellProps extends FieldOwnProps {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error, in reading order. */
export function FieldShell({ label, hint, error, controlId, hintId, errorId, required, className, children }: FieldShellProps) {
  return (
    <div className={clsx(styles.field, className)} data-invalid={error ? true : undefined}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {/* The native `required` already tells assistive technology; the star is for sighted users. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}*
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Class names for the native controls, shared so every field looks the same. */
export { styles as fieldStyles };

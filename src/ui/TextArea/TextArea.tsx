import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field';
import styles from './TextArea.module.css';

export type TextAreaProps = ComponentProps<'textarea'> & FieldOwnProps;

/** A labelled multi-line input. `className` styles the wrapper; other props go to the <textarea>. */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldIds({ id, hint, error, 'aria-describedby': describedBy });
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      required={required}
      className={className}
    >
      <textarea
        rows={rows}
        required={required}
        className={clsx(fieldStyles.control, styles.textarea)}
        {...props}
        {...controlProps}
      />
    </FieldShell>
  );
}

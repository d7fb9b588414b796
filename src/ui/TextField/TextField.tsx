import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { FieldShell, fieldStyles, useFieldIds, type FieldOwnProps } from '../Field';
import styles from './TextField.module.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'date' | 'search' | 'tel' | 'url' | 'number';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    type?: TextFieldType;
  };

/** A labelled single-line input. `className` styles the wrapper; other props go to the <input>. */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
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
      <input type={type} required={required} className={clsx(fieldStyles.control, styles.input)} {...props} {...controlProps} />
    </FieldShell>
  );
}

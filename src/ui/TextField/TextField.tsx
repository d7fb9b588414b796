import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { FieldShell, fieldStyles, useField, type FieldOwnProps } from '../Field';
import styles from './TextField.module.css';

export type TextFieldType = 'text' | 'email' | 'password' | 'date' | 'datetime-local' | 'search' | 'tel' | 'url' | 'number';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'type'> &
  FieldOwnProps & {
    type?: TextFieldType;
  };

/** A labelled single-line input. `className` styles the wrapper; other props go to the `<input>`. */
export function TextField({ type = 'text', ...field }: TextFieldProps) {
  const { shell, control } = useField(field);
  return (
    <FieldShell {...shell}>
      <input type={type} className={clsx(fieldStyles.control, styles.input)} {...control} />
    </FieldShell>
  );
}

import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { FieldShell, fieldStyles, useField, type FieldOwnProps } from '../Field';
import styles from './TextArea.module.css';

export type TextAreaProps = ComponentProps<'textarea'> & FieldOwnProps;

/** A labelled multi-line input. `className` styles the wrapper; other props go to the `<textarea>`. */
export function TextArea({ rows = 4, ...field }: TextAreaProps) {
  const { shell, control } = useField(field);
  return (
    <FieldShell {...shell}>
      <textarea rows={rows} className={clsx(fieldStyles.control, styles.textarea)} {...control} />
    </FieldShell>
  );
}

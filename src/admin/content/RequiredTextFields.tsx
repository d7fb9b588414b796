import { TextField, type TextFieldProps } from '../../ui/TextField';

/** One field: its key in the form's values (also its `name`), its label, and any other input props. */
export type RequiredTextField<K extends string> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'required'> & {
  name: K;
  label: string;
};

export interface RequiredTextFieldsProps<K extends string> {
  fields: readonly RequiredTextField<K>[];
  values: Record<K, string>;
  onValuesChange: (values: Record<K, string>) => void;
  errors: Partial<Record<K, string>>;
  disabled: boolean;
}

/** The required text fields of a small form (login, settings), each bound to its key of `values`. */
export function RequiredTextFields<K extends string>({ fields, values, onValuesChange, errors, disabled }: RequiredTextFieldsProps<K>) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      {...field}
      required
      value={values[field.name]}
      onChange={(event) => onValuesChange({ ...values, [field.name]: event.currentTarget.value })}
      error={errors[field.name]}
      disabled={disabled}
    />
  ));
}

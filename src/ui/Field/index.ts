export { FieldShell, useField, useFieldIds, fieldStyles } from './Field';
export type { FieldInput, FieldOwnProps } from './Field';

export { FieldShell, useFieldIds, fieldStyles } from './Field';
export type { FieldOwnProps } from './Field';

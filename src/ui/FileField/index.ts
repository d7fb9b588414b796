export { FileField } from './FileField';
export type { FileFieldProps, ExistingFile } from './FileField';
export { matchesAccept, fileKind, formatBytes } from './accept';
export type { FileKind } from './accept';

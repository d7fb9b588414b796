export { FocalPointPicker } from './FocalPointPicker';
export type { FocalPointPickerProps } from './FocalPointPicker';

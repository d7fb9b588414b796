export { FocalPointPicker } from './FocalPointPicker';
export type { FocalPoint, FocalPointPickerProps, FocalPointTexts } from './FocalPointPicker';

export { SmartImage, PLACEHOLDER_SRC } from './SmartImage';
export type { SmartImageProps, SmartImageOwnProps } from './SmartImage';

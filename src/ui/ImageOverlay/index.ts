export { ImageOverlay } from './ImageOverlay';
export type { ImageOverlayProps } from './ImageOverlay';

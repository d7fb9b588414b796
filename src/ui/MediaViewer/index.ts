export { MediaViewer } from './MediaViewer';
export type { MediaViewerProps } from './MediaViewer';

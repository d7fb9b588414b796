export { LazySection } from './LazySection';
export type { LazySectionProps, LazySectionOwnProps } from './LazySection';

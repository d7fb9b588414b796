export { SkeletonGrid } from './SkeletonGrid';
export type { SkeletonGridProps } from './SkeletonGrid';

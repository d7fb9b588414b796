export { MasonryGrid } from './MasonryGrid';
export type { MasonryGridProps } from './MasonryGrid';

export { ReadMore, truncate } from './ReadMore';
export type { ReadMoreProps, ReadMoreOwnProps } from './ReadMore';

export { Share } from './Share';
export type { ShareProps, ShareOwnProps } from './Share';

export { Banner, BANNER_DURATION } from './Banner';
export type { BannerProps, BannerVariant } from './Banner';

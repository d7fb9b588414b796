export { Banner, BANNER_ACTION_ATTRIBUTE, BANNER_DURATION } from './Banner';
export type { BannerAction, BannerProps, BannerVariant } from './Banner';

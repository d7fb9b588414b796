export { Banner, BANNER_ACTION_ATTRIBUTE } from './Banner';
export type { BannerAction, BannerProps, BannerVariant } from './Banner';

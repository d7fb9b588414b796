// Generated from openapi.yaml (components.x-upload-limits) by `npm run api:types`: do not edit.

/**
 * The largest file of each kind, in bytes, as openapi.yaml states it. The server may be set to
 * other image, PDF and video limits (MAX_IMAGE_MB, MAX_PDF_MB, MAX_VIDEO_MB); the hero image's is fixed.
 */
export const UPLOAD_LIMITS = {
  image: 10485760,
  video: 209715200,
  pdf: 20971520,
  hero: 5242880,
} as const;

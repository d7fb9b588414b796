/**
 * The focal point picker's texts (decision 024). Apart from uiTexts.ts: only the back-office shows
 * the picker, and the public pages' bundle carries uiTexts.
 */

import type { Widen } from './uiTexts';

export const FOCAL_POINT_TEXTS = {
  label: 'Focal point',
  at: (x: number, y: number) => `Focal point: ${x}% from the left, ${y}% from the top.`,
  unset: 'No focal point: crops keep the centre.',
  clear: 'Clear focal point',
} as const;

/** What a translation of FOCAL_POINT_TEXTS provides: the same keys, any strings. */
export type FocalPointTexts = Widen<typeof FOCAL_POINT_TEXTS>;

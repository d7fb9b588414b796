/**
 * Named viewports, usable in a story with `globals: { viewport: { value: 'phone' } }`.
 * The widths match the layout breakpoints (640 px and 1024 px, see src/ui/tokens.css);
 * the screenshot regression (stories/visual.test.tsx) shoots every story at `phone` and `desktop`.
 */
export const VIEWPORTS = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  tablet: { name: 'Tablet 800', styles: { width: '800px', height: '1000px' }, type: 'tablet' },
  /** The narrowest screen that shows the public header's links in a row (1024 px, the layout breakpoint). */
  laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_VIEWPORTS: readonly ViewportName[] = ['phone', 'desktop'];

export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = VIEWPORTS[name].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

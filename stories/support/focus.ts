import { expect } from 'storybook/test';

/**
 * Asserts that `element` has keyboard focus AND shows a visible focus indicator
 * (an outline or a box-shadow ring), as WCAG 2.4.7 asks.
 */
export async function expectVisibleFocus(element: Element): Promise<void> {
  await expect(element).toHaveFocus();
  await expect(element.matches(':focus-visible')).toBe(true);
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none';
  await expect(outline || ring, 'a visible outline or ring on focus').toBe(true);
}

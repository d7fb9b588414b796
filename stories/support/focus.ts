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

/** The next Tab moves focus to `element`, and the focus shows (expectVisibleFocus). */
export async function tabTo(user: { tab: () => Promise<void> }, element: Element): Promise<void> {
  await user.tab();
  await expectVisibleFocus(element);
}

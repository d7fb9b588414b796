/**
 * A Testing Library text matcher for the element whose whole text is `text` ('Quarter: Q1' is a
 * label <span> and a value), not its ancestors.
 */
export function fullText(text: string) {
  const normal = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
  return (_: string, el: Element | null) =>
    el !== null && normal(el) === text && ![...el.children].some((child) => normal(child) === text);
}

/**
 * Whether the stylesheets turn `element`'s animation off under `prefers-reduced-motion: reduce`.
 * A play function cannot switch the OS setting, so it checks the rule that would apply.
 */
export function hasReducedMotionRule(element: Element): boolean {
  const classes = Array.from(element.classList);
  const visit = (rules: CSSRuleList, inReduce: boolean): boolean =>
    Array.from(rules).some((rule) => {
      if (rule instanceof CSSMediaRule) {
        return visit(rule.cssRules, inReduce || /prefers-reduced-motion:\s*reduce/.test(rule.conditionText));
      }
      return (
        inReduce &&
        rule instanceof CSSStyleRule &&
        classes.some((name) => rule.selectorText.includes(`.${name}`)) &&
        (rule.style.animationName === 'none' || rule.style.animation === 'none')
      );
    });
  return Array.from(document.styleSheets).some((sheet) => {
    try {
      return visit(sheet.cssRules, false);
    } catch {
      return false; // cross-origin sheet
    }
  });
}

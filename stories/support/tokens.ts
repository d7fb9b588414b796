/**
 * The design tokens as written in src/ui/tokens.css, read from the file itself (Vite's `?raw`), so
 * the tokens page in Storybook lists exactly what the stylesheet holds and cannot drift from it.
 */
import source from '../../src/ui/tokens.css?raw';

export type Token = {
  name: string;
  /** The value on :root (the dark, public palette for colours). */
  value: string;
  /** The value under [data-theme='light'], where the admin palette sets one. */
  light?: string;
  /** The comment after the declaration in tokens.css, e.g. '16px, body text'. */
  note?: string;
};

export type TokenGroup = { title: string; tokens: Token[] };

const DECLARATION = /^(--[\w-]+)\s*:\s*(.+?);\s*(?:\/\*\s*(.*?)\s*\*\/)?$/;
const HEADING = /^\/\*\s*(.*?)\s*\*\/$/;

/** The body of the first rule whose selector is `selector` (the text between its braces). */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no rule for ${selector}`);
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open));
}

/** Tokens of :root in the file's order, grouped under the comment line above them. */
export function parseTokens(css: string = source): TokenGroup[] {
  const light = new Map<string, string>();
  for (const line of ruleBody(css, "[data-theme='light']").split('\n')) {
    const match = DECLARATION.exec(line.trim());
    if (match) light.set(match[1]!, match[2]!);
  }
  const groups: TokenGroup[] = [];
  for (const line of ruleBody(css, ':root').split('\n').map((l) => l.trim())) {
    const heading = HEADING.exec(line);
    if (heading) {
      groups.push({ title: heading[1]!, tokens: [] });
      continue;
    }
    const match = DECLARATION.exec(line);
    if (!match) continue; // blank lines and `color-scheme`
    const [, name, value, note] = match as unknown as [string, string, string, string | undefined];
    if (groups.length === 0) groups.push({ title: 'Tokens', tokens: [] });
    const lightValue = light.get(name);
    groups.at(-1)!.tokens.push({
      name,
      value,
      ...(lightValue !== undefined && lightValue !== value ? { light: lightValue } : {}),
      ...(note ? { note } : {}),
    });
  }
  return groups.filter((g) => g.tokens.length > 0);
}

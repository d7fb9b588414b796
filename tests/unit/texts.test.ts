/**
 * UI texts live in the catalogues of src/domain/texts (one per area, ready for a Swahili file of
 * the same type), never as English literals in components: a text written inline in a .tsx file
 * could not be translated. This reads every .tsx file under src/ with the TypeScript parser and
 * fails on JSX text, or a text attribute (label, placeholder, title, aria-label, alt, intro,
 * description, hint, any ...Label) or a ui component's prop default (label = '...') that can be
 * a literal (directly, in a template, in either branch of a condition, or after ?? / ||).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, filesUnder } from './support/sourceFiles';

const root = join(ROOT, 'src');

const TEXT_ATTRIBUTES = /^(label|placeholder|title|aria-label|alt|intro|description|hint)$|Label$/;

/**
 * Literals that are not UI text, with the reason. Brand names come from src/brand.ts through
 * imports, so none is listed here.
 */
const ALLOWED = new Set<string>([
  // CollectionView's `placeholder` prop names a layout ('cards' skeletons or an 'overlay'), not a text.
  'cards',
  'overlay',
]);

/** A literal is a text when it has a letter in it; symbols ('×', '–', '·') and numbers are not. */
const isText = (s: string) => /[A-Za-z]/.test(s) && !ALLOWED.has(s.trim());

/** The literal strings an attribute or default can evaluate to. */
function literalTexts(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  // `${SHORT_NAME} Gallery`: the fixed pieces are the text.
  if (ts.isTemplateExpression(node)) return [[node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')];
  if (ts.isJsxExpression(node) || ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  // editing ? 'Leave empty to keep the current image.' : undefined, title ?? 'Media viewer'
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return literalTexts(node.right);
  return [];
}

function inlineTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relative(root, file)}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.test(node.name.getText(source))) {
      literalTexts(node.initializer).filter(isText).forEach((text) => report(node, text));
    }
    // A component's default text (closeLabel = 'Close') must come from a catalogue too.
    if (ts.isBindingElement(node) && TEXT_ATTRIBUTES.test(node.name.getText(source))) {
      literalTexts(node.initializer).filter(isText).forEach((text) => report(node, text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('UI texts', () => {
  it('no .tsx file under src/ writes a UI text as a literal: texts come from src/domain/texts', () => {
    const found = filesUnder(root, (name) => name.endsWith('.tsx')).flatMap(inlineTexts);
    expect(found).toEqual([]);
  });
});

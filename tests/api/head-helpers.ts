import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { expect } from 'vitest';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** The user agents of WhatsApp's and Facebook's link fetchers (they run no JavaScript). */
export const FETCHERS = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
} as const;

export const ORIGIN = 'https://tucasa.example';

/** A build of the project's own index.html (its page-head block included), no manifest. */
export function buildWithIndexHtml(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tucasa-head-'));
  copyFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

function elements(parent: ParentNode): Element[] {
  return parent.childNodes.filter(isElement).flatMap((el) => [el, ...elements(el)]);
}

const attrOf = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
/** An element's text, as its parser read it. */
export const textOf = (el: Element) => el.childNodes.map((n) => ('value' in n ? n.value : '')).join('');

export interface Head {
  title: string | undefined;
  /** The content of the only <meta name|property=key>; undefined when there is none (two fail the test). */
  meta(key: string): string | undefined;
  canonical: string | undefined;
  /** Every <script type="application/ld+json">, parsed. */
  jsonLd: Array<Record<string, unknown>>;
  /** Every element of the document, as a browser's parser builds it. */
  all: Element[];
  head: Element[];
}

/** The document as an HTML parser (the standard's algorithm, parse5) reads it. */
export function parseHead(html: string): Head {
  const all = elements(parse(html));
  const headEl = all.find((el) => el.tagName === 'head');
  expect(headEl).toBeDefined();
  const head = elements(headEl!);
  const titles = head.filter((el) => el.tagName === 'title');
  expect(titles.length).toBeLessThanOrEqual(1);
  const canonical = head.filter((el) => el.tagName === 'link' && attrOf(el, 'rel') === 'canonical');
  expect(canonical.length).toBeLessThanOrEqual(1);
  return {
    title: titles[0] && textOf(titles[0]),
    meta(key) {
      const found = head.filter((el) => el.tagName === 'meta' && (attrOf(el, 'name') === key || attrOf(el, 'property') === key));
      expect(found.length, key).toBeLessThanOrEqual(1);
      return found[0] && attrOf(found[0], 'content');
    },
    canonical: canonical[0] && attrOf(canonical[0], 'href'),
    jsonLd: head
      .filter((el) => el.tagName === 'script' && attrOf(el, 'type') === 'application/ld+json')
      .map((el) => JSON.parse(textOf(el)) as Record<string, unknown>),
    all,
    head,
  };
}

/** The Open Graph and Twitter tags of a head. */
export const previewTags = (head: Head) =>
  head.head.filter((el) => el.tagName === 'meta' && /^(og|twitter|article):/.test(attrOf(el, 'property') ?? attrOf(el, 'name') ?? ''));

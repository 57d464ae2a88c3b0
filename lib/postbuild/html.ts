/**
 * HTML of the export read with a real parser (parse5, the WHATWG algorithm browsers use), so the
 * post-build steps find elements as a browser would, whatever Next's attribute order or quoting.
 * Edits are spliced into the original text at the parser's source offsets: everything the steps do
 * not touch stays byte for byte as Next wrote it (React hydrates it; CSP hashes cover it).
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

export { applyEdits, type Edit } from '../text-edits';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export function parseHtml(html: string) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `root`, in document order (template contents included). */
export function elements(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (!('childNodes' in node)) return;
    if ('tagName' in node) found.push(node);
    node.childNodes.forEach(visit);
    if ('content' in node && node.content) node.content.childNodes.forEach(visit);
  };
  visit(root as Node);
  return found;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The first element named `tagName` (html, head, body always exist after parsing). */
export function firstElement(root: ParentNode, tagName: string): Element {
  const element = elements(root).find((candidate) => candidate.tagName === tagName);
  if (!element) throw new Error(`no <${tagName}> element`);
  return element;
}

/** [start, end) of an element in the source text. */
export function sourceRange(element: Element): [number, number] {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return [location.startOffset, location.endOffset];
}

/** The raw text of a script, style or template element's content as written in the source. */
export function rawText(element: Element, html: string): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return '';
  return html.slice(location.startTag.endOffset, location.endTag.startOffset);
}

/** The content of a <template> element (its own document fragment in the parsed tree). */
export function templateContent(element: Element): ParentNode {
  if (!('content' in element)) throw new Error(`<${element.tagName}> is not a template`);
  return (element as DefaultTreeAdapterMap['template']).content;
}

/**
 * Page descriptions for <meta name="description">, social cards and llms.txt: the front matter
 * `description`, else the first paragraph of the page as plain text, cut to about 160 characters.
 */
import fs from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import remarkComment from '@slorber/remark-comment';
import { remarkHeadingId } from 'remark-custom-heading-id';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Root } from 'mdast';
import { expressionText, literalConstants } from '../mdx/partials.mjs';
import { perContentVersion } from './content-version';

/** Search engines show about this many characters. */
export const DESCRIPTION_LENGTH = 160;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkComment).use(remarkHeadingId);

type AnyNode = { type: string; value?: string; children?: AnyNode[] };

// Code in MDX expressions and raw HTML is not prose.
const NO_TEXT = new Set(['mdxTextExpression', 'mdxFlowExpression', 'html', 'image', 'imageReference']);

/** Text of a node; an expression naming one of the doc's `constants` ({version}) is its value, as the page shows. */
function plainText(node: AnyNode, constants: Map<string, string>): string {
  if (node.type === 'mdxTextExpression') return expressionText(node, constants) ?? '';
  if (NO_TEXT.has(node.type)) return '';
  if (node.type === 'break') return ' ';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((child) => plainText(child, constants)).join('');
}

/** `text` cut at the last word boundary before `max` characters, with an ellipsis when cut. */
export function truncateAtWord(text: string, max = DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > 0 ? cut : max - 1).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Plain text of the first paragraph of an MDX source (front matter, headings, imports, code skipped; constants written out); "" if none. */
export function firstParagraph(source: string): string {
  const tree = parser.parse(source) as Root;
  const constants = literalConstants(tree);
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue;
    const text = plainText(node as AnyNode, constants).replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}

/** The description of a doc or page: front matter, else its first paragraph (trimmed), else "". */
export function extractDescription(source: string, frontMatterDescription?: string): string {
  if (frontMatterDescription?.trim()) return frontMatterDescription.trim();
  return truncateAtWord(firstParagraph(source));
}

const cache = perContentVersion(() => new Map<string, string>());

/** extractDescription of a file, read and parsed once per build. */
export function descriptionOf(entry: { file: string; description?: string }): string {
  let description = cache().get(entry.file);
  if (description === undefined) {
    description = extractDescription(entry.description ? '' : fs.readFileSync(entry.file, 'utf8'), entry.description);
    cache().set(entry.file, description);
  }
  return description;
}

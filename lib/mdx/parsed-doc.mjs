// @ts-check
// What the build reads of each doc after `next build`: its search text (search-blocks.mjs) and its
// links for the Markdown copy (markdown-links.mjs). Parsing Markdown is the costly part (~6 ms a doc:
// seconds at 1,000 docs, a minute at 10,000), and the MDX compile has parsed every doc already. So
// the compile saves both (remark/save-parsed-doc.mjs, in Next's cache folder, per source text and
// per version of this code), and the search index and the Markdown copies read them. A source with
// nothing saved is parsed here, with the syntax the compile uses, so the results agree.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import { remarkHeadingId } from 'remark-custom-heading-id';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { hashCodeFiles, writeWhole } from '../build-cache.mjs';
import { markdownLinks } from './markdown-links.mjs';
import { searchBlocks } from './search-blocks.mjs';
/** @import { Root } from 'mdast' */
/** @import { MarkdownLinks } from './markdown-links.mjs' */
/** @import { SearchBlock } from './search-blocks.mjs' */

/** @typedef {{ search: SearchBlock[], markdown: MarkdownLinks }} ParsedDoc */

/**
 * What the build reads of a parsed doc.
 * @param {Root} tree
 * @returns {ParsedDoc}
 */
export function parsedDocOf(tree) {
  return { search: searchBlocks(tree), markdown: markdownLinks(tree) };
}

// The code that reads a doc, the MDX options (next.config.mjs: the syntax plugins) and the versions
// of the parser's packages: saved results are kept apart per version of them.
export const PARSED_DOC_CODE = ['lib/mdx/parsed-doc.mjs', 'lib/mdx/search-blocks.mjs', 'lib/mdx/markdown-links.mjs', 'lib/mdx/partials.mjs', 'lib/mdx/heading-slugs.mjs', 'lib/mdx/magic-comments.mjs', 'lib/mdx/code-meta.mjs', 'lib/build-cache.mjs', 'next.config.mjs', 'package-lock.json'];

/**
 * The folder of saved results: in Next's cache, `.next/cache/`, which every build of this project
 * uses whatever its distDir (with `output: 'export'` a custom distDir only names the export's folder:
 * next/dist/export/utils.js, getBuildDistDir), so the test builds read what the site's build saved.
 * TEXTWIDGET_PARSED_DOCS points it elsewhere (the unit tests).
 */
export function parsedDocsRoot() {
  return process.env.TEXTWIDGET_PARSED_DOCS || path.resolve('.next', 'cache', 'parsed-docs');
}

/**
 * Where the compile saves its results under `root`: one folder per version of the code above, one
 * file per source text. Undefined when not run from the project folder (nothing saved rather than
 * stale results).
 * @param {string} root
 * @returns {string | undefined}
 */
export function parsedDocsDir(root) {
  const hash = createHash('sha256');
  return hashCodeFiles(hash, PARSED_DOC_CODE) ? path.join(root, hash.digest('hex').slice(0, 16)) : undefined;
}

/**
 * Removes what other versions of the code saved beside `dir` (never read again).
 * @param {string} dir
 */
export function removeOtherParsedDocs(dir) {
  try {
    for (const name of fs.readdirSync(path.dirname(dir))) {
      if (name !== path.basename(dir)) fs.rmSync(path.join(path.dirname(dir), name), { recursive: true, force: true });
    }
  } catch {
    // Nothing saved yet.
  }
}

/** @param {string} dir @param {string} source */
const savedFile = (dir, source) => path.join(dir, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.json`);

/**
 * Saves what the build reads of `source`. A cache: if it cannot be written, the source is parsed.
 * @param {string} dir
 * @param {string} source
 * @param {ParsedDoc} doc
 */
export function saveParsedDoc(dir, source, doc) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    writeWhole(savedFile(dir, source), JSON.stringify(doc));
  } catch {
    // Read-only or full disk: nothing is lost but time.
  }
}

/**
 * What the compile saved of `source`, if it did.
 * @param {string} dir
 * @param {string} source
 * @returns {ParsedDoc | undefined}
 */
export function loadParsedDoc(dir, source) {
  try {
    return JSON.parse(fs.readFileSync(savedFile(dir, source), 'utf8'));
  } catch {
    return undefined;
  }
}

// remark-directive as on the page, so ":::tip" fences are not read as text (lib/mdx/remark/admonitions.mjs).
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkComment).use(remarkHeadingId).use(remarkGfm).use(remarkDirective);

/** @type {Map<string, string | undefined>} */
const dirs = new Map();

/**
 * What the build reads of a source file: as the MDX compile saved it, else parsed now.
 * @param {string} source
 * @returns {ParsedDoc}
 */
export function parsedDoc(source) {
  const root = parsedDocsRoot();
  if (!dirs.has(root)) dirs.set(root, parsedDocsDir(root));
  const dir = dirs.get(root);
  return (dir && loadParsedDoc(dir, source)) || parsedDocOf(/** @type {Root} */ (parser.parse(source)));
}

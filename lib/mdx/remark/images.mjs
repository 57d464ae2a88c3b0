// @ts-check
// Remark plugin: every Markdown image (![alt](/img/x.png)) must have alt text
// and, when it is a local file from public/, gets its width and height at build
// time (no layout shift while it loads), plus loading="lazy" and decoding="async",
// and its URL under the site's base path (options.basePath, e.g. "/textwidget").
// A relative image beside the doc (![Shot](./img/shot.png), as in a Docusaurus docs
// folder) is imported by the MDX module, so the bundler copies it into the export
// (/_next/static/media/…) and gives its width and height.
// A missing file or missing alt text stops the build, naming the file and line.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import { esmNode } from '../esm-node.mjs';
import { docError } from '../doc-error.mjs';
/** @import { Identifier, MemberExpression } from 'estree' */
/** @import { Image, Root } from 'mdast' */
/** @import { MdxJsxAttribute, MdxJsxTextElement } from 'mdast-util-mdx-jsx' */
/** @import { MdxjsEsm } from 'mdast-util-mdxjs-esm' */
/** @import {} from 'mdast-util-to-hast' */

/**
 * @typedef {object} Options
 * @property {string} [publicDir] where site images ("/img/x.png") are read from; default public/
 * @property {string} [basePath] the site's base path put before their URLs ("/textwidget"); default ""
 */

/** @typedef {{ loading: string, decoding: string, src?: string, width?: number, height?: number }} ImageProperties */

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Width and height of a site image ("/img/x.png" → public/img/x.png).
 * Throws a message saying what to fix when the file is missing or unreadable.
 * @param {string} url
 * @param {string} publicDir
 * @returns {{ width: number, height: number }}
 */
export function sizeOfSiteImage(url, publicDir) {
  if (!url.startsWith('/')) {
    throw new Error(`image "${url}" must be a path from the site root such as "/img/widget.svg" (a file in public/), or a full URL.`);
  }
  const file = path.join(publicDir, decodeURI(url.split(/[?#]/)[0]));
  if (!fs.existsSync(file)) {
    throw new Error(`image "${url}" not found: add ${path.relative(process.cwd(), file)} or fix the path.`);
  }
  let size;
  try {
    size = imageSize(fs.readFileSync(file));
  } catch (error) {
    throw new Error(`could not read the size of ${path.relative(process.cwd(), file)} (${error instanceof Error ? error.message : error}).`);
  }
  if (!size.width || !size.height) {
    throw new Error(`${path.relative(process.cwd(), file)} has no width and height (an SVG needs width and height or a viewBox).`);
  }
  return { width: size.width, height: size.height };
}

/** @type {(name: string) => Identifier} */
const identifier = (name) => ({ type: 'Identifier', name });

/**
 * `import <name> from '<url>'` as an MDX ESM node.
 * @param {string} name
 * @param {string} url
 * @returns {MdxjsEsm}
 */
function importNode(name, url) {
  return esmNode([
    {
      type: 'ImportDeclaration',
      specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(name) }],
      source: { type: 'Literal', value: url, raw: JSON.stringify(url) },
      attributes: [],
    },
  ]);
}

/** @type {(name: string, value: string) => MdxJsxAttribute} */
const attribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value });

/**
 * `<img src={<name>.src} …>`: the imported file's URL, with the attributes the Markdown image would get.
 * @param {string} name
 * @param {Image} node
 * @param {ImageProperties} properties
 * @returns {MdxJsxTextElement}
 */
function importedImage(name, node, properties) {
  /** @type {MemberExpression} */
  const expression = { type: 'MemberExpression', object: identifier(name), property: identifier('src'), computed: false, optional: false };
  /** @type {MdxJsxTextElement['attributes']} */
  const attributes = [
    {
      type: 'mdxJsxAttribute',
      name: 'src',
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: `${name}.src`,
        data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
      },
    },
    attribute('alt', node.alt ?? ''),
    ...(node.title ? [attribute('title', node.title)] : []),
    ...Object.entries(properties).map(([key, value]) => attribute(key, String(value))),
  ];
  return { type: 'mdxJsxTextElement', name: 'img', attributes, children: [] };
}

/** Width and height of an image file. @param {string} file */
function sizeOfFile(file) {
  const size = imageSize(fs.readFileSync(file));
  if (!size.width || !size.height) {
    throw new Error(`${path.relative(process.cwd(), file)} has no width and height (an SVG needs width and height or a viewBox).`);
  }
  return { width: size.width, height: size.height };
}

/**
 * @param {Options} [options]
 * @returns {(tree: Root, file: { path?: string }) => void} file: the VFile, of which only the path is read (unset for in-memory input)
 */
export default function remarkImages(options = {}) {
  const publicDir = options.publicDir ?? path.resolve('public');
  const basePath = options.basePath ?? '';
  return (tree, file) => {
    const shown = file.path ? path.relative(process.cwd(), file.path) : '<unknown file>';
    /** @type {string[]} */
    const problems = [];
    /** @type {MdxjsEsm[]} */
    const imports = [];
    visit(tree, 'image', (node, index, parent) => {
      const where = `  ${shown}${node.position ? `:${node.position.start.line}` : ''}`;
      if (!node.alt || node.alt.trim() === '') {
        problems.push(`${where}: image "${node.url}" has no alt text. Describe it: ![What the image shows](${node.url}).`);
      }
      /** @type {ImageProperties} */
      const properties = { loading: 'lazy', decoding: 'async' };
      if (!EXTERNAL.test(node.url) && !node.url.startsWith('/') && file.path) {
        const url = node.url.startsWith('.') ? node.url : `./${node.url}`;
        const target = path.resolve(path.dirname(file.path), decodeURI(url.split(/[?#]/)[0]));
        if (!fs.existsSync(target)) {
          problems.push(`${where}: image "${node.url}" not found: ${path.relative(process.cwd(), target)} does not exist. The path is relative to the doc.`);
          return;
        }
        try {
          const name = `__image${imports.length}`;
          imports.push(importNode(name, url));
          // An image is never the root: visit always gives its parent and index.
          /** @type {import('mdast').Parent} */ (parent).children[/** @type {number} */ (index)] = importedImage(name, node, { ...properties, ...sizeOfFile(target) });
        } catch (error) {
          problems.push(`${where}: ${error instanceof Error ? error.message : error}`);
        }
        return;
      }
      if (!EXTERNAL.test(node.url)) {
        try {
          Object.assign(properties, sizeOfSiteImage(node.url, publicDir));
          if (node.url.startsWith('/')) properties.src = basePath + node.url;
        } catch (error) {
          problems.push(`${where}: ${error instanceof Error ? error.message : error}`);
        }
      }
      node.data ??= {};
      node.data.hProperties = { ...node.data.hProperties, ...properties };
    });
    if (problems.length > 0) throw docError(`Broken images:\n${problems.join('\n')}`);
    tree.children.unshift(...imports);
  };
}

// Reading doc sources: front matter parsing, validation and routes.
// Plain .mjs because the MDX compiler's remark plugins (Node, no TypeScript)
// share it with the TypeScript registry in lib/content/docs.ts.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const DOCS_DIR = path.join(process.cwd(), 'content', 'docs');
export const PAGES_DIR = path.join(process.cwd(), 'content', 'pages');

/** @typedef {{ title: string, description?: string, slug?: string, sidebar_label?: string, sidebar_position?: number }} FrontMatter */

export class FrontMatterError extends Error {
  /** @param {string} file @param {string} reason */
  constructor(file, reason) {
    super(
      `Malformed front matter in ${file}: ${reason}. ` +
        'Front matter is YAML between two "---" lines at the top of the file, e.g.\n---\ntitle: Installation\n---',
    );
    this.name = 'FrontMatterError';
  }
}

const FIELD_TYPES = /** @type {const} */ ({
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
});

/**
 * @param {string} source whole MDX file
 * @param {string} file path shown in errors
 * @returns {FrontMatter}
 */
export function parseFrontMatter(source, file) {
  const match = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new FrontMatterError(file, 'no front matter block found (the file must start with "---")');
  let data;
  try {
    data = YAML.parse(match[1] ?? '') ?? {};
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new FrontMatterError(file, `invalid YAML (${reason})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError(file, 'it must be a YAML mapping of keys to values');
  }
  for (const [key, value] of Object.entries(data)) {
    const expected = FIELD_TYPES[/** @type {keyof typeof FIELD_TYPES} */ (key)];
    if (!expected) {
      throw new FrontMatterError(file, `unknown key "${key}" (allowed: ${Object.keys(FIELD_TYPES).join(', ')})`);
    }
    if (typeof value !== expected) {
      throw new FrontMatterError(file, `"${key}" must be a ${expected}, got ${JSON.stringify(value)}`);
    }
  }
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    throw new FrontMatterError(file, '"title" is required');
  }
  if (data.slug !== undefined && !/^\/([a-z0-9][a-z0-9-]*)?$/.test(data.slug)) {
    throw new FrontMatterError(
      file,
      `"slug" must be "/" or one path segment of lowercase letters, digits and hyphens, such as "/getting-started" (nested slugs are not supported), got "${data.slug}"`,
    );
  }
  return /** @type {FrontMatter} */ (data);
}

/** Route of a doc: its front matter slug, else "/<id>". @param {string} id @param {FrontMatter} frontMatter */
export function docRoute(id, frontMatter) {
  return frontMatter.slug ?? `/${id}`;
}

/** Route of a standalone page: "/<file name>". @param {string} name */
export function pageRoute(name) {
  return `/${name}`;
}

/** Doc id from a file path: "content/docs/installation.mdx" → "installation". @param {string} file */
export function idFromFile(file) {
  return path.basename(file).replace(/\.mdx?$/, '');
}

/**
 * Route of an MDX file under content/docs or content/pages.
 * @param {string} absFile
 * @returns {string}
 */
export function routeOfFile(absFile) {
  const source = fs.readFileSync(absFile, 'utf8');
  const frontMatter = parseFrontMatter(source, path.relative(process.cwd(), absFile));
  const id = idFromFile(absFile);
  return path.dirname(absFile) === PAGES_DIR ? pageRoute(id) : docRoute(id, frontMatter);
}

// @ts-check
// Reading doc sources as Docusaurus's docs plugin does: front matter parsing and
// validation, ids and routes from nested folders (number prefixes stripped,
// index.md/README.md as the folder's page), titles, and _category_ files.
// Plain .mjs because the MDX compiler's remark plugins (Node, no TypeScript)
// share it with the TypeScript registry in lib/content/docs.ts.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { closestName } from '../closest-name.mjs';
import { docError, withoutStackFrames } from '../mdx/doc-error.mjs';

/**
 * Where the content lives: content/ (docs/, pages/, sidebars.ts), or another folder
 * with the same layout named by TEXTWIDGET_CONTENT_DIR (the fixture build, lib/tools/build-fixture.ts).
 */
const CONTENT_DIR = path.resolve(process.env.TEXTWIDGET_CONTENT_DIR || 'content');
export const DOCS_DIR = path.join(CONTENT_DIR, 'docs');
export const PAGES_DIR = path.join(CONTENT_DIR, 'pages');

/** Drafts are built by `next dev` only, as in Docusaurus. */
export const INCLUDE_DRAFTS = process.env.NODE_ENV === 'development';

/**
 * @typedef {{ label: string, permalink?: string, description?: string }} TagInput
 * @typedef {{
 *   id?: string, title?: string, slug?: string, description?: string, keywords?: string[], image?: string,
 *   sidebar_label?: string, sidebar_position?: number, sidebar_class_name?: string, sidebar_custom_props?: Record<string, unknown>,
 *   displayed_sidebar?: string | null, pagination_label?: string, pagination_prev?: string | null, pagination_next?: string | null,
 *   hide_title?: boolean, hide_table_of_contents?: boolean, toc_min_heading_level?: number, toc_max_heading_level?: number,
 *   draft?: boolean, unlisted?: boolean, tags?: (string | TagInput)[], last_update?: { date?: string, author?: string },
 *   custom_edit_url?: string | null, parse_number_prefixes?: boolean,
 * }} FrontMatter
 */

const YAML_HINT = 'Front matter is YAML between two "---" lines at the top of the file, e.g.\n---\ntitle: Installation\n---';

/** Every problem of one file's front matter, each with its line when known. */
class FrontMatterError extends Error {
  /**
   * @param {string} file
   * @param {{ line?: number, reason: string }[]} problems
   * @param {string} [hint]
   */
  constructor(file, problems, hint) {
    const at = (/** @type {{ line?: number }} */ { line }) => (line ? `${file}:${line}` : file);
    // A reason may end with an excerpt of the file on its own lines (YAML errors): no period after it.
    const list =
      problems.length === 1
        ? `${at(problems[0])}: ${problems[0].reason}${problems[0].reason.includes('\n') ? '' : '.'}`
        : `${file}, ${problems.length} problems:\n${problems.map((problem) => `  ${at(problem)}: ${problem.reason}`).join('\n')}`;
    super(`Malformed front matter in ${list}${hint ? `${list.includes('\n') ? '\n' : ' '}${hint}` : ''}`);
    this.name = 'FrontMatterError';
    // The author fixes the doc, not the site's code: no stack frames under the message.
    withoutStackFrames(this);
  }
}

/**
 * The line in the file of each top-level key of a front matter block, which starts on line 2.
 * @param {string} block
 * @returns {Record<string, number>}
 */
function keyLines(block) {
  /** @type {Record<string, number>} */
  const lines = {};
  block.split(/\r?\n/).forEach((text, index) => {
    const key = /^([^\s#:'"][^:]*?)\s*:(\s|$)/.exec(text)?.[1];
    if (key !== undefined && !(key in lines)) lines[key] = index + 2;
  });
  return lines;
}

/** @param {unknown} value */
const isString = (value) => typeof value === 'string';
/** @param {unknown} value */
const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
/** @param {unknown} value */
const isTag = (value) => isString(value) || (isPlainObject(value) && isString(/** @type {any} */ (value).label));
/** @param {unknown} value */
const isHeadingLevel = (value) => Number.isInteger(value) && /** @type {number} */ (value) >= 2 && /** @type {number} */ (value) <= 6;
/** @param {unknown} value */
const isDateLike = (value) => value instanceof Date || (isString(value) && !Number.isNaN(Date.parse(/** @type {string} */ (value))));

/** Every front matter key Docusaurus's docs plugin documents, with the type it takes. */
const FIELDS = /** @type {Record<string, [(value: unknown) => boolean, string]>} */ ({
  id: [isString, 'a string'],
  title: [isString, 'a string'],
  slug: [isString, 'a string'],
  description: [isString, 'a string'],
  keywords: [(v) => Array.isArray(v) && v.every(isString), 'a list of strings'],
  image: [isString, 'a string (an image URL or a path from the site root)'],
  sidebar_label: [isString, 'a string'],
  sidebar_position: [(v) => typeof v === 'number' && Number.isFinite(v), 'a number'],
  sidebar_class_name: [isString, 'a string'],
  sidebar_custom_props: [isPlainObject, 'a mapping'],
  displayed_sidebar: [(v) => v === null || isString(v), 'a sidebar id or null'],
  pagination_label: [isString, 'a string'],
  pagination_prev: [(v) => v === null || isString(v), 'a doc id or null'],
  pagination_next: [(v) => v === null || isString(v), 'a doc id or null'],
  hide_title: [(v) => typeof v === 'boolean', 'true or false'],
  hide_table_of_contents: [(v) => typeof v === 'boolean', 'true or false'],
  toc_min_heading_level: [isHeadingLevel, 'a whole number from 2 to 6'],
  toc_max_heading_level: [isHeadingLevel, 'a whole number from 2 to 6'],
  draft: [(v) => typeof v === 'boolean', 'true or false'],
  unlisted: [(v) => typeof v === 'boolean', 'true or false'],
  tags: [(v) => Array.isArray(v) && v.every(isTag), 'a list of tags (strings, or mappings with a "label")'],
  last_update: [(v) => isPlainObject(v) && Object.entries(/** @type {object} */ (v)).every(([k, x]) => (k === 'date' ? isDateLike(x) : k === 'author' && isString(x))), 'a mapping with "date" and/or "author"'],
  custom_edit_url: [(v) => v === null || isString(v), 'a URL or null'],
  parse_number_prefixes: [(v) => typeof v === 'boolean', 'true or false'],
});

const NUMBER_FIELDS = new Set(['sidebar_position', 'toc_min_heading_level', 'toc_max_heading_level']);

// A slug is a URL path: no spaces, no "..", no query or fragment.
const SLUG = /^\/?(?:[A-Za-z0-9._~-]+\/?)*$/;

const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Front matter of a doc or page, validated (wrong types, and unknown keys spelt like known ones, fail with the file
 * and the reason; other unknown keys are kept, as Docusaurus keeps them).
 * A file without front matter has none, as in Docusaurus.
 * @param {string} source whole file
 * @param {string} file path shown in errors
 * @returns {FrontMatter}
 */
export function parseFrontMatter(source, file) {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {};
  const block = match[1] ?? '';
  let data;
  try {
    data = YAML.parse(block) ?? {};
  } catch (error) {
    // yaml counts lines from the block; the file has the opening "---" above it. Its message ends
    // with that position and an excerpt of the block, which follows on its own lines.
    const position = /** @type {{ linePos?: { line: number, col: number }[] }} */ (error).linePos?.[0];
    const [first, ...excerpt] = (error instanceof Error ? error.message : String(error)).split('\n');
    const reason = first.replace(/ at line \d+, column \d+:?$/, '');
    const shown = excerpt.filter((line) => line.trim()).map((line) => `    ${line}`);
    throw new FrontMatterError(file, [{ line: position && position.line + 1, reason: `invalid YAML (${reason})${shown.length ? `:\n${shown.join('\n')}` : ''}` }], YAML_HINT);
  }
  if (!isPlainObject(data)) throw new FrontMatterError(file, [{ reason: 'it must be a YAML mapping of keys to values' }], YAML_HINT);
  // Every problem at once, as Docusaurus lists them: one build to see them all.
  const lines = keyLines(block);
  /** @type {{ line?: number, reason: string }[]} */
  const problems = [];
  const problem = (/** @type {string} */ key, /** @type {string} */ reason) => problems.push({ line: lines[key], reason });
  for (const [key, written] of Object.entries(data)) {
    // A number written as a string ("2") is that number, as Docusaurus's validation converts it.
    const value = NUMBER_FIELDS.has(key) && typeof written === 'string' && /^-?\d+(\.\d+)?$/.test(written.trim()) ? Number(written) : written;
    data[key] = value;
    const field = FIELDS[key];
    if (!field) {
      // Docusaurus keeps a key it does not read (for a project's own components); a misspelt one of its own is a mistake.
      const meant = closestName(key, Object.keys(FIELDS));
      if (meant) problem(key, `unknown key "${key}": did you mean "${meant}"? Rename it; a key Docusaurus does not read is kept, as there, but this one is spelt like "${meant}"`);
    } else if (!field[0](value)) problem(key, `"${key}" must be ${field[1]}, got ${JSON.stringify(value)}`);
  }
  const valid = (/** @type {string} */ key) => data[key] !== undefined && FIELDS[key][0](data[key]);
  if (valid('title') && data.title.trim() === '') problem('title', '"title" must not be empty (leave it out to use the first "# heading")');
  if (valid('id') && !/^[^/\\\s]+$/.test(data.id)) {
    problem('id', `"id" must be one name without "/" or spaces (the folder is added to it), got "${data.id}"`);
  }
  if (valid('slug') && (!SLUG.test(data.slug) || /(^|\/)\.\.?(\/|$)/.test(data.slug))) {
    problem('slug', `"slug" must be a URL path such as "/getting-started", "guides/setup" or "/" (letters, digits, ".", "_", "~", "-" between "/"), got "${data.slug}"`);
  }
  const min = valid('toc_min_heading_level') ? data.toc_min_heading_level : 2;
  const max = valid('toc_max_heading_level') ? data.toc_max_heading_level : 6;
  if (min > max) problem('toc_min_heading_level', `"toc_min_heading_level" (${min}) is above "toc_max_heading_level" (${max})`);
  // In the file's order (a key's checks and the checks between keys run apart).
  if (problems.length > 0) throw new FrontMatterError(file, problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  return /** @type {FrontMatter} */ (data);
}

// Docusaurus's default number prefix parser: "01-basics", "2_setup", "3. faq"; not dates or versions.
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const NOT_A_PREFIX = [/^\d{2,4}[-_.]\d{1,2}[-_.]\d{1,2}/, /^\d+[-_.]\d+(?:[-_.]\d+)?(?:[-_.]|$)/];

/**
 * A file or folder name without its number prefix, and the prefix ("02-setup" → { name: "setup", prefix: 2 }).
 * @param {string} name
 * @returns {{ name: string, prefix?: number }}
 */
export function stripNumberPrefix(name) {
  if (NOT_A_PREFIX.some((pattern) => pattern.test(name))) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2], prefix: Number(match[1]) } : { name };
}

/** index.md, README.md, or a file named as its folder ("guides/guides.md") is the folder's page. @param {string} base @param {string} dir */
function isCategoryIndex(base, dir) {
  const lower = base.toLowerCase();
  return lower === 'index' || lower === 'readme' || (dir !== '' && lower === path.posix.basename(dir).toLowerCase());
}

/**
 * The first "# Title" at the top of a doc (after front matter, imports and exports), as Docusaurus reads it.
 * @param {string} source
 * @returns {string | undefined}
 */
export function contentTitleOf(source) {
  const body = source.replace(FRONT_MATTER, '');
  const lines = body.split(/\r?\n/);
  let index = 0;
  while (index < lines.length && (lines[index].trim() === '' || /^(import|export)\s/.test(lines[index]))) index += 1;
  const match = /^#\s+(.+?)(?:\s+#+)?\s*$/.exec(lines[index] ?? '');
  if (!match) return undefined;
  // Inline Markdown reads as its text: "# The `config` **file**" → "The config file".
  // "# Title {#custom-id}": the id is not part of the title (lib/mdx/heading-slugs.mjs).
  const text = match[1].replace(/\s*\{#[^}\s]*\}$/, '');
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').trim() || undefined;
}

/**
 * @typedef {{
 *   id: string, route: string, file: string, absFile: string,
 *   relFile: string, dirName: string, sourceDirName: string, unprefixedName: string,
 *   numberPrefix?: number, isIndex: boolean, title: string, hasContentTitle: boolean,
 *   frontMatter: FrontMatter,
 * }} DocSource
 */

/** "/a//b/" → "/a/b"; "" → "/". @param {string} route */
function normalizeRoute(route) {
  const cleaned = `/${route}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return cleaned;
}

/**
 * Everything about one doc that its own file says: id, route, title, front matter.
 * @param {string} absFile
 * @param {string} docsDir
 * @param {{ withoutFrontMatter?: boolean }} [options] read it as if it had none (its front matter is malformed)
 * @returns {DocSource}
 */
export function readDocSource(absFile, docsDir = DOCS_DIR, { withoutFrontMatter = false } = {}) {
  const source = fs.readFileSync(absFile, 'utf8');
  const file = path.relative(process.cwd(), absFile);
  const frontMatter = withoutFrontMatter ? {} : parseFrontMatter(source, file);
  const relFile = path.relative(docsDir, absFile).split(path.sep).join('/');
  const sourceDirName = path.posix.dirname(relFile) === '.' ? '' : path.posix.dirname(relFile);
  const strip = frontMatter.parse_number_prefixes !== false;
  const dirName = sourceDirName
    .split('/')
    .filter(Boolean)
    .map((segment) => (strip ? stripNumberPrefix(segment).name : segment))
    .join('/');
  const base = path.posix.basename(relFile).replace(/\.mdx?$/, '');
  const { name: unprefixedName, prefix } = strip ? stripNumberPrefix(base) : { name: base, prefix: undefined };
  const baseId = frontMatter.id ?? unprefixedName;
  const id = dirName ? `${dirName}/${baseId}` : baseId;
  const isIndex = isCategoryIndex(unprefixedName, dirName);
  let route;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/') ? frontMatter.slug : `${dirName}/${frontMatter.slug}`;
  } else {
    route = isIndex ? dirName : `${dirName}/${baseId}`;
  }
  const contentTitle = contentTitleOf(source);
  return {
    id,
    route: normalizeRoute(route),
    file,
    absFile,
    relFile,
    dirName,
    sourceDirName,
    unprefixedName,
    numberPrefix: prefix,
    isIndex,
    title: frontMatter.title ?? contentTitle ?? unprefixedName,
    hasContentTitle: contentTitle !== undefined,
    frontMatter,
  };
}

/**
 * Every .md/.mdx file under `dir` (at any depth), sorted by path. Files and folders starting
 * with "_" or "." are left out, as Docusaurus does ("_partial.mdx", "_category_.json").
 * @param {string} dir
 * @returns {string[]}
 */
export function docFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...docFiles(full));
    else if (/\.mdx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * @typedef {{
 *   label?: string, position?: number, collapsed?: boolean, collapsible?: boolean, className?: string,
 *   link?: null | { type: 'doc', id: string } | { type: 'generated-index', title?: string, description?: string, slug?: string, keywords?: string[], image?: string },
 *   customProps?: Record<string, unknown>, description?: string,
 * }} CategoryMetadata
 */

const CATEGORY_FIELDS = /** @type {Record<string, [(value: unknown) => boolean, string]>} */ ({
  label: [isString, 'a string'],
  position: [(v) => typeof v === 'number' && Number.isFinite(v), 'a number'],
  collapsed: [(v) => typeof v === 'boolean', 'true or false'],
  collapsible: [(v) => typeof v === 'boolean', 'true or false'],
  className: [isString, 'a string'],
  description: [isString, 'a string'],
  customProps: [isPlainObject, 'a mapping'],
  link: [
    (v) =>
      v === null ||
      (isPlainObject(v) &&
        ((/** @type {any} */ (v).type === 'doc' && isString(/** @type {any} */ (v).id)) || /** @type {any} */ (v).type === 'generated-index')),
    'null, { "type": "doc", "id": "<doc id>" } or { "type": "generated-index" }',
  ],
});

/**
 * A folder's _category_ file (absolute path), if it has one: .json, else .yml or .yaml.
 * @param {string} absDir
 * @returns {string | undefined}
 */
export function categoryFileOf(absDir) {
  return ['_category_.json', '_category_.yml', '_category_.yaml'].map((name) => path.join(absDir, name)).find((absFile) => fs.existsSync(absFile));
}

/**
 * The _category_.json or _category_.yml of a folder, validated; undefined when it has none.
 * @param {string} absDir
 * @returns {CategoryMetadata | undefined}
 */
export function readCategoryMetadata(absDir) {
  const absFile = categoryFileOf(absDir);
  if (!absFile) return undefined;
  const file = path.relative(process.cwd(), absFile);
  const json = absFile.endsWith('.json');
  const text = fs.readFileSync(absFile, 'utf8');
  let data;
  try {
    data = json ? JSON.parse(text) : YAML.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // JSON.parse gives an offset: say the line, as YAML does.
    const offset = /at position (\d+)/.exec(reason)?.[1];
    const line = offset === undefined ? '' : `:${text.slice(0, Number(offset)).split('\n').length}`;
    throw docError(`Cannot read ${file}${line}: ${reason}. Fix its ${json ? 'JSON' : 'YAML'}.`);
  }
  if (!isPlainObject(data)) throw docError(`${file} must be a mapping of keys to values, such as { "label": "Guides", "position": 2 }.`);
  // Every problem at once, each at its key's line (the first line that writes the key, in JSON or YAML).
  const lines = text.split('\n');
  const at = (/** @type {string} */ key) => {
    const index = lines.findIndex((line) => new RegExp(`^\\s*["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`).test(line));
    return index < 0 ? file : `${file}:${index + 1}`;
  };
  /** @type {string[]} */
  const problems = [];
  for (const [key, value] of Object.entries(data)) {
    const field = CATEGORY_FIELDS[key];
    if (!field) {
      const meant = closestName(key, Object.keys(CATEGORY_FIELDS));
      problems.push(`${at(key)}: unknown key "${key}"${meant ? `: did you mean "${meant}"?` : ''} (allowed: ${Object.keys(CATEGORY_FIELDS).join(', ')}).`);
    } else if (!field[0](value)) problems.push(`${at(key)}: "${key}" must be ${field[1]}, got ${JSON.stringify(value)}.`);
  }
  if (problems.length === 1) throw docError(problems[0]);
  if (problems.length > 1) throw docError(`${file}, ${problems.length} problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return data;
}

/** Route of a standalone page: "/<file name>". @param {string} name */
export function pageRoute(name) {
  return `/${name}`;
}

/** Page name from a file path: "content/pages/markdown-page.mdx" → "markdown-page". @param {string} file */
export function idFromFile(file) {
  return path.basename(file).replace(/\.mdx?$/, '');
}

/** @type {Map<string, { mtimeMs: number, doc: DocSource }>} */
const sources = new Map();

/**
 * readDocSource, once per file version in this process: every doc that links to a file
 * asks for it (the MDX compiler runs the remark plugins per doc).
 * @param {string} absFile
 * @param {string} docsDir
 */
function cachedDocSource(absFile, docsDir) {
  const { mtimeMs } = fs.statSync(absFile);
  const hit = sources.get(absFile);
  if (hit && hit.mtimeMs === mtimeMs) return hit.doc;
  const doc = readDocSource(absFile, docsDir);
  sources.set(absFile, { mtimeMs, doc });
  return doc;
}

/**
 * What a relative link to an .md/.mdx file resolves to: the route of that doc or page,
 * or why it cannot be a link target (a draft, outside the docs folder).
 * @param {string} absFile
 * @param {{ docsDir?: string, pagesDir?: string, includeDrafts?: boolean }} [options] for tests
 * @returns {{ route: string } | { problem: string }}
 */
export function linkTargetOfFile(absFile, { docsDir = DOCS_DIR, pagesDir = PAGES_DIR, includeDrafts = INCLUDE_DRAFTS } = {}) {
  if (!fs.existsSync(absFile)) return { problem: `${path.relative(process.cwd(), absFile)} does not exist` };
  if (path.dirname(absFile) === pagesDir) return { route: pageRoute(idFromFile(absFile)) };
  if (!absFile.startsWith(docsDir + path.sep)) return { problem: 'it is neither a doc (in the docs folder) nor a page' };
  let doc;
  try {
    doc = cachedDocSource(absFile, docsDir);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'FrontMatterError') throw error;
    // The target's own compile and the registry report its malformed front matter, at its line. The linking
    // doc neither takes the blame nor, under next dev, keeps that error once the target is fixed.
    doc = readDocSource(absFile, docsDir, { withoutFrontMatter: true });
  }
  if (doc.frontMatter.draft && !includeDrafts) return { problem: 'it is a draft (draft: true), left out of the production build: remove the link, or publish the doc (remove "draft: true")' };
  return { route: doc.route };
}

// @ts-check
// Docusaurus's default magic comments in code blocks: a line holding only `// highlight-next-line`
// highlights the line after it; `// highlight-start` … `// highlight-end` highlight the lines between.
// The comment lines themselves are left out of the shown (and copied) code. The comment syntax is the
// language's, as Docusaurus reads it (theme-common's codeBlockUtils: `#` in bash and Python, `<!-- -->`
// in HTML, `{/* */}` in JSX; `//`, `/* */`, `{/* */}`, `#` and `<!-- -->` for a language it does not
// list). As there, a meta range ({1,3}) or a block without a language leaves them as code.
// Pure: used by lib/mdx/rehype/code-blocks.mjs.

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'];

/** Comment syntaxes: start and end (empty for a line comment), as regular expression sources. */
const COMMENTS = /** @type {const} */ ({
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
});

/** @typedef {keyof typeof COMMENTS} CommentStyle */

/** Languages' comment styles, as Docusaurus lists them; any other language: the common ones. */
const STYLES = /** @type {[string[], CommentStyle[]][]} */ ([
  [['js', 'javascript', 'ts', 'typescript'], ['js', 'jsBlock']],
  [['jsx', 'tsx'], ['js', 'jsBlock', 'jsx']],
  [['html'], ['js', 'jsBlock', 'html']],
  [['python', 'py', 'bash'], ['bash']],
  [['markdown', 'md'], ['html', 'jsx', 'bash']],
  [['tex', 'latex', 'matlab'], ['tex']],
  [['lua', 'haskell'], ['lua']],
  [['sql'], ['lua', 'jsBlock']],
  [['wasm'], ['wasm']],
  [['vb', 'vba', 'visual-basic'], ['vb', 'rem']],
  [['vbnet'], ['vbnet', 'rem']],
  [['batch'], ['rem']],
  [['basic'], ['rem', 'f90']],
  [['fsharp'], ['js', 'ml']],
  [['ocaml', 'sml'], ['ml']],
  [['fortran'], ['f90']],
  [['cobol'], ['cobol']],
]);
/** @type {CommentStyle[]} */
const COMMON_STYLES = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** @param {string} language @returns {CommentStyle[]} */
const stylesOf = (language) => STYLES.find(([languages]) => languages.includes(language))?.[1] ?? COMMON_STYLES;

const patterns = new Map();

/** A line holding only a magic comment, in the language's syntax; group 1 (or a later one) is the directive. @param {string} language */
function patternOf(language) {
  let pattern = patterns.get(language);
  if (!pattern) {
    const directives = DIRECTIVES.join('|');
    const alternatives = stylesOf(language).map((style) => `${COMMENTS[style][0]}\\s*(${directives})\\s*${COMMENTS[style][1]}`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
    patterns.set(language, pattern);
  }
  return pattern;
}

/**
 * Reads the magic comments of a code block's lines. Returns null when there are none; else which
 * lines to keep (false for a comment line) and the kept lines to highlight (1-based, counted
 * without the comment lines). Throws, with the line, on a `highlight-start` left open or a
 * `highlight-end` with no start.
 * @param {string[]} lines the code's lines, as text
 * @param {string} language
 * @returns {{ keep: boolean[], highlight: number[] } | null}
 */
export function readMagicComments(lines, language) {
  const pattern = patternOf(language);
  /** @type {boolean[]} */
  const keep = [];
  /** @type {number[]} */
  const highlight = [];
  /** @type {number[]} lines (1-based, as written) of the blocks open */
  const open = [];
  let nextLine = false;
  let found = false;
  let shown = 0;
  lines.forEach((line, index) => {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find(Boolean);
    keep.push(!directive);
    if (directive) {
      found = true;
      if (directive === 'highlight-next-line') nextLine = true;
      else if (directive === 'highlight-start') open.push(index + 1);
      else if (open.pop() === undefined) {
        throw new Error(`line ${index + 1}: "highlight-end" closes no "highlight-start". Add one above the lines to highlight, or remove it.`);
      }
      return;
    }
    shown += 1;
    if (nextLine || open.length > 0) highlight.push(shown);
    nextLine = false;
  });
  if (open.length > 0) {
    throw new Error(`line ${open[0]}: "highlight-start" has no "highlight-end". Add one after the last line to highlight.`);
  }
  return found ? { keep, highlight } : null;
}

/**
 * A code block's text as its page shows it, without the magic comment lines (for the search index).
 * As written when the compile leaves them as code (a meta range, no language) or stops on them.
 * @param {string} code
 * @param {string | null | undefined} language
 * @param {boolean} metaRange whether the block's meta gives lines to highlight ({1,3})
 * @returns {string}
 */
export function shownCode(code, language, metaRange) {
  if (!language || metaRange) return code;
  const lines = code.split('\n');
  try {
    const magic = readMagicComments(lines, language);
    return magic ? lines.filter((_, index) => magic.keep[index]).join('\n') : code;
  } catch {
    return code;
  }
}

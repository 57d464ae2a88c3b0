/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { toMarkdown, type LinkTargets } from '@/lib/content/markdown-export';
import { sectionsOf } from '@/lib/content/search-index';
import remarkSaveParsedDoc from '@/lib/mdx/remark/save-parsed-doc.mjs';
import { loadParsedDoc, parsedDocsDir, PARSED_DOC_CODE, saveParsedDoc } from '@/lib/mdx/parsed-doc.mjs';
import remarkComment from '@slorber/remark-comment';
import { remarkHeadingId } from 'remark-custom-heading-id';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

// The MDX compile saves what the search index and the Markdown copies read of each doc
// (lib/mdx/parsed-doc.mjs), so nothing parses every doc again. Saved or parsed, they must agree.

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

// Every doc and page of the site and of the Docusaurus fixture, and what the MDX compile reshapes
// before any plugin sees it (a paragraph of nothing but JSX and expressions).
const sources = [
  ...[...markdownFiles('content'), ...markdownFiles('tests/fixtures/docs-site')].map((file) => ({ file, source: fs.readFileSync(file, 'utf8') })),
  {
    file: 'content/docs/links.mdx',
    source:
      '---\ntitle: Links\n---\n\nSee [setup](./installation.mdx#npm), [/customization](/customization "/customization, themed"), [the intro](/#start) and <DocLink id="customization" hash="themes">**themes**</DocLink>.\n\n[/installation]: /installation\n\n:abbr[not a link](/installation).\n\n| Page | Link |\n|---|---|\n| Themes | [in a table](/customization) |\n',
  },
  {
    file: 'jsx-only-paragraph.mdx',
    source:
      '# Page\n\nIntro.\n\n## Badges\n\n<Badge>new</Badge><Badge>beta</Badge> {1 + 1}\n\n- <Kbd>Ctrl</Kbd><Kbd>K</Kbd>\n\n<b>bold</b>text and **more**\n\n' +
      // A no-break space is no HTML whitespace: that paragraph stays. A footnote joins its blocks without spaces.
      '<A>**a**b</A>\u00a0<B>c</B>\n\nSee[^1].\n\n[^1]: <Kbd>Alt</Kbd><Kbd>F4</Kbd>\n',
  },
];

let root: string;
const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parsed-docs-none-'));
/** `read()` with the saved results looked up under `dir` (as the compile saves them under .next/cache/parsed-docs). */
function withRoot<T>(dir: string, read: () => T): T {
  const previous = process.env.TEXTWIDGET_PARSED_DOCS;
  process.env.TEXTWIDGET_PARSED_DOCS = dir;
  try {
    return read();
  } finally {
    if (previous === undefined) delete process.env.TEXTWIDGET_PARSED_DOCS;
    else process.env.TEXTWIDGET_PARSED_DOCS = previous;
  }
}
const sectionsWith = (dir: string, source: string) => withRoot(dir, () => sectionsOf({ route: '/doc', title: 'Doc', source }));
const targets: LinkTargets = {
  docRoutes: new Map([['customization', '/customization']]),
  routes: new Set(['/', '/installation', '/customization']),
};
const markdownWith = (dir: string, file: string, source: string) => withRoot(dir, () => toMarkdown(source, 'Doc', path.resolve(file), targets));

// What an older version of the code saved: the compile removes it.
const staleVersion = (dir: string) => path.join(dir, '0000000000000000');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parsed-docs-'));
  saveParsedDoc(staleVersion(root), 'x', { search: [{ text: 'stale' }], markdown: { links: [], hasH1: false, esm: [], partials: [], values: [] } });
  // As next.config.mjs: MDX for .md too, first of the remark plugins, with the syntax the others
  // add. The plugins after it change the tree only after it has read it (and need the site's content).
  const previous = process.env.TEXTWIDGET_PARSED_DOCS;
  process.env.TEXTWIDGET_PARSED_DOCS = root;
  try {
    for (const { file, source } of sources) {
      await compile(
        { value: source, path: path.resolve(file) },
        { format: 'mdx', remarkPlugins: [remarkSaveParsedDoc, remarkFrontmatter, remarkComment, remarkHeadingId, remarkGfm, remarkDirective] as never },
      );
    }
  } finally {
    process.env.TEXTWIDGET_PARSED_DOCS = previous;
  }
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(emptyRoot, { recursive: true, force: true });
});

test('the MDX compile saves what the build reads of every doc it compiles', () => {
  const dir = parsedDocsDir(root)!;
  expect(path.dirname(dir)).toBe(root);
  expect(sources.length).toBeGreaterThan(20);
  expect(sources.filter(({ source }) => loadParsedDoc(dir, source) === undefined).map(({ file }) => file)).toEqual([]);
  // Only the current version's blocks are kept.
  expect(fs.readdirSync(path.dirname(dir))).toEqual([path.basename(dir)]);
  expect(fs.existsSync(staleVersion(root))).toBe(false);
});

test('sections from the saved blocks equal sections from parsing the source, for every doc', () => {
  for (const { file, source } of sources) {
    expect({ file, sections: sectionsWith(root, source) }).toEqual({ file, sections: sectionsWith(emptyRoot, source) });
  }
});

test('Markdown copies from the saved links equal copies from parsing the source, for every doc', () => {
  for (const { file, source } of sources) {
    expect({ file, markdown: markdownWith(root, file, source) }).toEqual({ file, markdown: markdownWith(emptyRoot, file, source) });
  }
  // The links the copy rewrites, read as the page reads them: a directive's label is no link, a table cell's link is.
  const { file, source } = sources.find((entry) => entry.file === 'content/docs/links.mdx')!;
  expect(markdownWith(root, file, source)).toBe(
    '# Doc\n\nSee [setup](/installation.md#npm), [/customization](/customization.md "/customization, themed"), [the intro](/index.md#start) and [**themes**](/customization.md#themes).\n\n[/installation]: /installation.md\n\n:abbr[not a link](/installation).\n\n| Page | Link |\n|---|---|\n| Themes | [in a table](/customization.md) |\n',
  );
});

test("a paragraph of nothing but JSX reads as the compile's blocks: words of separate elements stay apart", () => {
  const { source } = sources[sources.length - 1];
  const [, badges] = sectionsWith(emptyRoot, source);
  expect(badges.heading).toBe('Badges');
  expect(badges.text).toBe('new beta Ctrl K boldtext and more ab c See. AltF4');
});

test('the build reads what the compile saved, and parses a source only when nothing is saved', () => {
  const dir = parsedDocsDir(root)!;
  const source = '## Saved\n\nParsed text.\n';
  expect(sectionsWith(root, source)[1].text).toBe('Parsed text.');
  expect(markdownWith(root, 'x.mdx', source)).toBe('# Doc\n\n## Saved\n\nParsed text.\n');
  saveParsedDoc(dir, source, {
    search: [{ depth: 2, heading: 'Saved', text: 'Saved', anchor: 'saved' }, { text: 'Text the compile saw.' }],
    markdown: { links: [], hasH1: true, esm: [], partials: [], values: [] },
  });
  expect(sectionsWith(root, source)[1]).toMatchObject({ heading: 'Saved', anchor: 'saved', text: 'Text the compile saw.' });
  expect(markdownWith(root, 'x.mdx', source)).toBe('## Saved\n\nParsed text.\n');
});

test('what the compile saved is kept apart per version of every module that reads a doc, imports included', () => {
  const ROOT = path.join(__dirname, '..', '..');
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of text.matchAll(/^import .* from '(\.{1,2}\/[^']+)';$/gm)) {
      const imported = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), specifier));
      if (!PARSED_DOC_CODE.includes(imported)) missing.push(`${imported} (imported by ${file})`);
      visit(imported);
    }
  };
  for (const file of PARSED_DOC_CODE.filter((name: string) => name.startsWith('lib/'))) visit(file);
  expect(missing).toEqual([]);
});

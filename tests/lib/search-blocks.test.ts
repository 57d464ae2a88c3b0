/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { sectionsOf } from '@/lib/content/search-index';
import remarkSearchBlocks from '@/lib/mdx/remark/search-blocks.mjs';
import { loadSearchBlocks, saveSearchBlocks, searchBlocksDir } from '@/lib/mdx/search-blocks.mjs';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

// The MDX compile saves what the search index reads from each doc (lib/mdx/search-blocks.mjs), so
// the index does not parse every doc again. Saved or parsed, the index must be the same.

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
    file: 'jsx-only-paragraph.mdx',
    source: '# Page\n\nIntro.\n\n## Badges\n\n<Badge>new</Badge><Badge>beta</Badge> {1 + 1}\n\n- <Kbd>Ctrl</Kbd><Kbd>K</Kbd>\n\n<b>bold</b>text and **more**\n',
  },
];

let distDir: string;
const emptyDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-blocks-none-'));
const sectionsWith = (dir: string, source: string) => {
  const previous = process.env.NEXT_DIST_DIR;
  process.env.NEXT_DIST_DIR = dir;
  try {
    return sectionsOf({ route: '/doc', title: 'Doc', source });
  } finally {
    if (previous === undefined) delete process.env.NEXT_DIST_DIR;
    else process.env.NEXT_DIST_DIR = previous;
  }
};

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-blocks-'));
  // As next.config.mjs: first of the remark plugins, with the syntax the others add. The plugins
  // after it change the tree only after it has read it (and need the site's content to run).
  for (const { file, source } of sources) {
    await compile(
      { value: source, path: path.resolve(file) },
      { remarkPlugins: [[remarkSearchBlocks, { distDir }], remarkFrontmatter, remarkGfm, remarkDirective] as never },
    );
  }
});

afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
  fs.rmSync(emptyDistDir, { recursive: true, force: true });
});

test('the MDX compile saves the blocks of every doc it compiles', () => {
  const dir = searchBlocksDir(distDir)!;
  expect(dir.startsWith(path.join(distDir, 'cache', 'search-blocks'))).toBe(true);
  expect(sources.length).toBeGreaterThan(20);
  expect(sources.filter(({ source }) => loadSearchBlocks(dir, source) === undefined).map(({ file }) => file)).toEqual([]);
});

test('sections from the saved blocks equal sections from parsing the source, for every doc', () => {
  for (const { file, source } of sources) {
    expect({ file, sections: sectionsWith(distDir, source) }).toEqual({ file, sections: sectionsWith(emptyDistDir, source) });
  }
});

test("a paragraph of nothing but JSX reads as the compile's blocks: words of separate elements stay apart", () => {
  const { source } = sources[sources.length - 1];
  const [, badges] = sectionsWith(emptyDistDir, source);
  expect(badges.heading).toBe('Badges');
  expect(badges.text).toBe('new beta Ctrl K boldtext and more');
});

test('the index reads the saved blocks, and parses a source only when none are saved', () => {
  const dir = searchBlocksDir(distDir)!;
  const source = '## Saved\n\nParsed text.\n';
  expect(sectionsWith(distDir, source)[1].text).toBe('Parsed text.');
  saveSearchBlocks(dir, source, [{ depth: 2, heading: 'Saved', text: 'Saved', anchor: 'saved' }, { text: 'Text the compile saw.' }]);
  expect(sectionsWith(distDir, source)[1]).toMatchObject({ heading: 'Saved', anchor: 'saved', text: 'Text the compile saw.' });
});

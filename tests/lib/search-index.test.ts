/** @jest-environment node */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import MiniSearch from 'minisearch';
import { createSearchEngine } from '@/lib/browser/search-engine';
import { corpusDocs, corpusSearchSources } from '@/lib/tools/bench/corpus';
import { getDocs, getPages } from '@/lib/content/docs';
import { buildSearchIndex, excerptOf, readSources, sectionsOf, type SearchSource } from '@/lib/content/search-index';
import { EXCERPT_LENGTH, sectionHref } from '@/lib/browser/search-options';
import { termScores } from '@/lib/content/search-shards';
import { docsDir, folderWith, remarkPlugins, runMdx, type TocEntry } from './mdx-helpers';

/** Compiles MDX like the site does and reads the `toc` the module exports (JSON-compatible literal). */
async function compiledToc(source: string): Promise<TocEntry[]> {
  const code = String(await compile({ value: source, path: path.join(docsDir, 'fixture.mdx') }, { remarkPlugins }));
  const match = /export const toc = (\[\]|\[[\s\S]*?\}\]);\n/.exec(code);
  if (!match) throw new Error(`no toc export in the compiled module:\n${code.slice(0, 500)}`);
  return JSON.parse(match[1]) as TocEntry[];
}

/** Anchors of the h2/h3 sections, compared with the rendered ids of the h2/h3 headings. */
async function expectAnchorsMatchRenderedIds(source: SearchSource) {
  const sections = sectionsOf(source);
  const toc = await compiledToc(source.source);
  const renderedIds = toc.filter((entry) => entry.level === 2 || entry.level === 3).map((entry) => entry.id);
  expect(sections.slice(1).map((section) => section.anchor)).toEqual(renderedIds);
  return sections;
}

const LONG_SENTENCE =
  'Textwidget keeps every paragraph of this deliberately long introduction searchable, although only its beginning is stored in the index as an excerpt for result snippets, which keeps the serialized index small enough for slow mobile connections and old phones.';

const FIXTURE = `---
title: Fixture page
description: Front matter must not be indexed (frontmatterdescription).
---

import { Admonition } from '@site/components/mdx/Admonition';
export const fixtureVersion = '2.1';

# Fixture page

${LONG_SENTENCE}

{fixtureVersion + 'flowexpression'}

## Getting started

Getting started text.

### Example

First example text.

#### Deep details

Deep text stays in the example section.

## Use \`TextWidget.mount()\`

Mount text.

| Theme | Description |
| --- | --- |
| light | Dark text |
| dark | Light text |

\`\`\`js
const widget = TextWidget.mount('#editor', { theme: 'dark' });
\`\`\`

### Example

Second example text.

## Next steps

Closing text.
`;

const fixtureSource: SearchSource = { route: '/fixture', title: 'Fixture page', source: FIXTURE };

describe('sectionsOf', () => {
  const sections = sectionsOf(fixtureSource);
  const byAnchor = (anchor: string) => {
    const section = sections.find((candidate) => candidate.anchor === anchor);
    if (!section) throw new Error(`no section with anchor "${anchor}" in ${sections.map((s) => s.anchor).join(', ')}`);
    return section;
  };

  it('splits at h2 and h3 only, in document order, with unique ids', () => {
    expect(sections.map((section) => [section.anchor, section.heading])).toEqual([
      ['', 'Fixture page'],
      ['getting-started', 'Getting started'],
      ['example', 'Example'],
      ['use-textwidgetmount', 'Use TextWidget.mount()'],
      ['example-1', 'Example'],
      ['next-steps', 'Next steps'],
    ]);
    expect(sections.map((section) => section.id)).toEqual(sections.map((section) => sectionHref(section)));
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    for (const section of sections) {
      expect(section.route).toBe('/fixture');
      expect(section.pageTitle).toBe('Fixture page');
    }
  });

  it('gives the introduction an empty anchor, the page title as heading and the route as id', () => {
    const intro = sections[0];
    expect(intro).toMatchObject({ id: '/fixture', anchor: '', heading: 'Fixture page', pageTitle: 'Fixture page' });
    expect(intro.text).toContain(LONG_SENTENCE);
    // The h1 is the title, not text.
    expect(intro.text.startsWith('Fixture page')).toBe(false);
  });

  it('keeps h4 headings and their text in the parent h3 section', () => {
    const example = byAnchor('example');
    expect(example.text).toBe('First example text. Deep details Deep text stays in the example section.');
    expect(sections.some((section) => section.anchor === 'deep-details')).toBe(false);
  });

  it('uses the same ids as the rendered page (compiled with lib/mdx/remark/heading-ids.mjs)', async () => {
    await expectAnchorsMatchRenderedIds(fixtureSource);
    // The duplicated heading and the heading with inline code, explicitly.
    const toc = await compiledToc(FIXTURE);
    expect(toc.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['example', 'example-1', 'use-textwidgetmount', 'deep-details']),
    );
  });

  it('separates table cells with spaces and keeps code', () => {
    const mount = byAnchor('use-textwidgetmount');
    expect(mount.text).toContain('Theme Description light Dark text dark Light text');
    expect(mount.text).not.toMatch(/ThemeDescription|lightDark|textdark/);
    expect(mount.text).toContain("TextWidget.mount('#editor', { theme: 'dark' })");
    expect(mount.text).not.toMatch(/\s{2}/);
  });

  it('indexes code as the page shows it: without Docusaurus\'s magic comment lines, unless the compile keeps them', () => {
    const code = (block: string) => sectionsOf({ route: '/code', title: 'Code', source: `## Code\n\n${block}\n` })[1].text;
    const magic = "// highlight-next-line\nwidget.reset();\n// highlight-start\nwidget.focus();\n// highlight-end";
    expect(code('```js\n' + magic + '\n```')).toBe('widget.reset(); widget.focus();');
    expect(code('```bash\n# highlight-next-line\nnpm ci\n```')).toBe('npm ci');
    // A meta range wins and a block without a language has no comment syntax: the page shows the comments.
    expect(code('```js {1}\n' + magic + '\n```')).toContain('// highlight-next-line');
    expect(code('```\n' + magic + '\n```')).toContain('// highlight-start');
  });

  it('indexes no front matter, ESM or flow expressions', () => {
    const all = sections.map((section) => section.text).join('\n');
    expect(all).not.toMatch(/frontmatterdescription|title:/);
    expect(all).not.toMatch(/import|export|Callout|fixtureVersion|2\.1/);
    expect(all).not.toContain('flowexpression');
  });

  it('indexes no inline MDX expressions (inside a paragraph or a list item), but a constant shows its value', () => {
    const source = [
      'export const currentRelease = "2.1.7";',
      'export const year = 2026, label = `Widget`;',
      '# Page',
      'Current version: {currentRelease}, {year} {label}.',
      '- Item {"listexpression"}',
      '## Section',
      'Computed {inlineSum(1, 1)} inline.',
    ].join('\n\n');
    const [intro, section] = sectionsOf({ route: '/p', title: 'Page', source });
    // As the page shows it.
    expect(intro.text).toContain('Current version: 2.1.7, 2026 Widget.');
    expect(intro.text).not.toContain('currentRelease');
    // A string written out shows as itself.
    expect(intro.text).toContain('Item listexpression');
    expect(section.text).toContain('Computed');
    expect(section.text).not.toContain('inlineSum');
  });

  it('indexes the front matter a paragraph reads ({frontMatter.title}) as its value', () => {
    const source = '---\ntitle: Quokka widget\n---\n\n# Page\n\nWelcome to {frontMatter.title}.\n';
    const [intro] = sectionsOf({ route: '/p', title: 'Page', source });
    expect(intro.text).toContain('Welcome to Quokka widget.');
  });

  describe('partials (import Steps from "./_steps.mdx", then <Steps />)', () => {
    const dir = folderWith({
      '_steps.mdx': 'import Note from "./_note.md";\n\nRun the zephyrinstaller first.\n\n## Partial heading\n\nPartial section text.\n\n<Note />\n',
      '_note.md': 'A nested quokkanote.\n',
      '_tab.mdx': 'Tab-only marmosettext.\n',
      '_loop.mdx': 'import Loop from "./_loop.mdx";\n\nLooping text.\n\n<Loop />\n',
    });
    const file = path.join(dir, 'doc.mdx');
    const source = [
      'import Steps from "./_steps.mdx";',
      'import Tab from "./_tab.mdx";',
      'import Loop from "./_loop.mdx";',
      '# Doc',
      'Introduction.',
      '<Steps />',
      '## After',
      '<Tabs><TabItem value="a">',
      '<Tab />',
      '</TabItem></Tabs>',
      '<Loop />',
    ].join('\n\n');
    const sections = sectionsOf({ route: '/doc', title: 'Doc', source, file });

    it('indexes a partial\'s text where the page shows it, its headings as sections, partials it shows too', () => {
      expect(sections.map((section) => [section.anchor, section.heading])).toEqual([
        ['', 'Doc'],
        ['partial-heading', 'Partial heading'],
        ['after', 'After'],
      ]);
      expect(sections[0].text).toBe('Introduction. Run the zephyrinstaller first.');
      expect(sections[1].text).toBe('Partial section text. A nested quokkanote.');
    });

    it('indexes a partial shown inside other JSX (a tab) with that block, and a partial that shows itself once', () => {
      expect(sections[2].text).toBe('Tab-only marmosettext. Looping text.');
    });

    it('leaves partials out without the file (nothing to resolve them from)', () => {
      expect(sectionsOf({ route: '/doc', title: 'Doc', source }).map((section) => [section.heading, section.text])).toEqual([
        ['Doc', 'Introduction.'],
        ['After', ''],
      ]);
    });
  });

  it('keeps anchors in step with the page when headings are nested (blockquote, JSX)', async () => {
    // heading-ids.mjs slugs every heading in the tree, nested ones included; a later
    // heading with the same text is therefore "note-1" on the page.
    const source = ['---\ntitle: Page\n---', '# Page', '## Intro', '> ## Note', '## Note', '<Callout>', '## Tip', '</Callout>', '## Tip'].join('\n\n');
    const toc = await compiledToc(source);
    expect(toc.map((entry) => entry.id)).toEqual(['intro', 'note', 'note-1', 'tip', 'tip-1']);
    // The top-level "## Note" and "## Tip" start sections; on the page they are #note-1 and #tip-1.
    const sections = sectionsOf({ route: '/p', title: 'Page', source });
    expect(sections.map((section) => [section.heading, section.anchor])).toEqual([
      ['Page', ''],
      ['Intro', 'intro'],
      ['Note', 'note-1'],
      ['Tip', 'tip-1'],
    ]);
  });

  it('stores a section\'s text whole up to EXCERPT_LENGTH characters, a longer one cut at a word boundary', () => {
    const long = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const [intro, short] = sectionsOf({ route: '/long', title: 'Long', source: `${long}\n\n## Short\n\nA short section.` });
    expect(intro.text.length).toBeGreaterThan(EXCERPT_LENGTH);
    expect(intro.excerpt.endsWith(' …')).toBe(true);
    const kept = intro.excerpt.slice(0, -' …'.length);
    expect(kept.length).toBeLessThanOrEqual(EXCERPT_LENGTH);
    expect(kept.length).toBeGreaterThan(EXCERPT_LENGTH - 10);
    expect(intro.text.startsWith(kept)).toBe(true);
    // Whole words only: the text continues with a space right after the kept part.
    expect(intro.text[kept.length]).toBe(' ');
    expect(kept).not.toMatch(/\s$/);

    // Shorter sections keep their whole text, so a snippet can show a match anywhere in them.
    expect(short.excerpt).toBe(short.text);
    for (const section of sections) expect(section.excerpt).toBe(section.text);
  });

  it('excerptOf: exact length is kept whole, a long first word is cut hard', () => {
    const exact = 'a'.repeat(EXCERPT_LENGTH);
    expect(excerptOf(exact)).toBe(exact);
    const oneWord = 'x'.repeat(EXCERPT_LENGTH + 50);
    expect(excerptOf(oneWord)).toBe(`${'x'.repeat(EXCERPT_LENGTH)} …`);
    const words = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const excerpt = excerptOf(words);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2);
    expect(excerpt.slice(0, -2).split(' ').every((word) => /^word\d+$/.test(word))).toBe(true);
  });
});

/** An engine over index files held in memory; records which files each query reads. */
function memoryEngine(files: Map<string, string>) {
  const read: string[] = [];
  const engine = createSearchEngine(async (file) => {
    const json = files.get(file);
    if (json === undefined) throw new Error(`no index file ${file}`);
    read.push(file);
    return JSON.parse(json);
  });
  return { engine, read };
}

describe('buildSearchIndex over the real docs', () => {
  const entries = [...getDocs(), ...getPages()];
  const sources = readSources(entries);
  const files = buildSearchIndex(sources);
  const { engine } = memoryEngine(files);
  const search = (query: string) => engine.search(query);

  it('holds every section in its docs files', () => {
    const sections = sources.flatMap(sectionsOf);
    const stored = [...files].filter(([name]) => name.includes('-docs-')).flatMap(([, json]) => JSON.parse(json) as unknown[]);
    expect(stored).toHaveLength(sections.length);
    expect(entries.map((entry) => entry.route)).toEqual(expect.arrayContaining(['/', '/installation', '/customization']));
  });

  it('finds the Installation introduction first for the prefix "instal"', async () => {
    const results = await search('instal');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ id: '/installation', route: '/installation', anchor: '', heading: 'Installation' });
  });

  it('finds Customization for the typo "custmization"', async () => {
    const results = await search('custmization');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ route: '/customization', anchor: '', pageTitle: 'Customization' });
  });

  it('finds Customization for a typo in the first letter ("vustomization") or a first letter left out ("ustomization")', async () => {
    for (const typo of ['vustomization', 'ustomization']) {
      const results = await search(typo);
      expect({ typo, first: results[0] }).toMatchObject({ typo, first: { route: '/customization', anchor: '', pageTitle: 'Customization' } });
    }
  });

  it('ranks sections with "Themes" in the heading above sections that only mention it', async () => {
    const results = await search('themes');
    expect(results[0]).toMatchObject({ route: '/customization', anchor: 'themes', heading: 'Themes' });
    const inHeading = (result: (typeof results)[number]) => /theme/i.test(result.heading);
    const headingRanks = results.flatMap((result, rank) => (inHeading(result) ? [rank] : []));
    const textRanks = results.flatMap((result, rank) => (inHeading(result) ? [] : [rank]));
    expect(headingRanks.length).toBeGreaterThanOrEqual(3);
    expect(textRanks.length).toBeGreaterThan(0);
    expect(Math.max(...headingRanks)).toBeLessThan(Math.min(...textRanks));
  });

  it('needs every word, and falls back to any word when no section has them all', async () => {
    const both = await search('toolbar position');
    expect(both.map((result) => result.id)).toEqual(['/customization#toolbar-position']);
    const either = await search('toolbar zzzzqqq');
    expect(either.length).toBeGreaterThan(1);
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('returns only what results show (no full text), and the words to highlight', async () => {
    const [result] = await search('toolbar');
    expect(Object.keys(result).sort()).toEqual(['anchor', 'excerpt', 'heading', 'id', 'pageTitle', 'route', 'terms']);
    expect(result.terms).toContain('toolbar');
    const [typo] = await search('custmization');
    // The typed word and the index word it matched.
    expect(typo.terms).toEqual(expect.arrayContaining(['custmization', 'customization']));
  });

  it('scores every term as MiniSearch does (BM25 per field with the same boosts)', () => {
    const sections = sources.flatMap(sectionsOf);
    const miniSearch = new MiniSearch({ fields: ['pageTitle', 'heading', 'text'] });
    miniSearch.addAll(sections);
    const scores = termScores(sections);
    for (const term of ['toolbar', 'themes', 'installation', 'npm', 'widget']) {
      const expected = miniSearch.search(term, { boost: { pageTitle: 4, heading: 2.5 } });
      const ours = scores.get(term)!;
      expect(ours.size).toBe(expected.length);
      for (const result of expected) {
        const index = sections.findIndex((section) => section.id === result.id);
        expect(ours.get(index)).toBeCloseTo(result.score, 6);
      }
    }
  });

  it("every result links to a route and an anchor that exist (anchor '' or an id of the page's toc)", async () => {
    const ids = new Map<string, Set<string>>();
    for (const entry of entries) {
      const file = path.resolve(entry.file);
      const { toc } = await runMdx(readSources([entry])[0].source, file, false);
      ids.set(entry.route, new Set(toc.map((heading) => heading.id)));
    }
    const queries = ['instal', 'custmization', 'themes', 'toolbar', 'widget', 'example', 'colors', 'events', 'site key', 'markdown'];
    let checked = 0;
    for (const query of queries) {
      for (const result of await search(query)) {
        const { route, anchor } = result;
        expect(ids.has(route)).toBe(true);
        if (anchor !== '') expect({ route, anchor, known: ids.get(route)!.has(anchor) }).toEqual({ route, anchor, known: true });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    // And every stored section, not only those the queries reach.
    const missing = sources
      .flatMap(sectionsOf)
      .filter((section) => section.anchor !== '' && !ids.get(section.route)?.has(section.anchor))
      .map((s) => s.id);
    expect(missing).toEqual([]);
  });
});

describe('a sharded index: a query reads only what it needs', () => {
  // Many pages, so that the index has many files: every word of a page is "word<page>".
  const pages = Array.from({ length: 400 }, (_, page) => ({
    route: `/page-${page}`,
    title: `Page ${page}`,
    source: `# Page ${page}\n\nAlpha beta gamma.\n\n## Part ${page}\n\nUnique${page} common text about widgets.\n`,
  }));
  const files = buildSearchIndex(pages);

  it('reads the manifest, the term list of the word\'s initial (postings inline) and the result\'s sections, nothing else', async () => {
    const { engine, read } = memoryEngine(files);
    const [hit] = await engine.search('unique123', 1);
    expect(hit).toMatchObject({ route: '/page-123', anchor: 'part-123', heading: 'Part 123' });
    expect(read.map((file) => file.replace(/^\w+-/, ''))).toEqual(['manifest.json', 'terms-75.json', expect.stringMatching(/^docs-\d+\.json$/)]);
    expect(files.size).toBeGreaterThan(20);
  });

  it("looks for a word's typos in the other initials' term lists only when its own has no match", async () => {
    const { engine, read } = memoryEngine(files);
    const [hit] = await engine.search('nique123', 1);
    expect(hit).toMatchObject({ route: '/page-123', anchor: 'part-123' });
    const termLists = read.filter((file) => file.includes('-terms-'));
    expect(termLists.length).toBeGreaterThan(3);
    expect(termLists).toContain(read.find((file) => file.endsWith('-terms-75.json')));
    // A word found under its own initial reads that term list only; a short unknown word, only its own too.
    for (const word of ['unique7', 'xyzq']) {
      const fresh = memoryEngine(files);
      await fresh.engine.search(word, 1);
      expect({ word, termLists: fresh.read.filter((file) => file.includes('-terms-')).length }).toEqual({ word, termLists: word === 'xyzq' ? 0 : 1 });
    }
  });

  it('splits large postings into files of neighbouring terms, and reads only the one holding the term', async () => {
    const many = Array.from({ length: 3000 }, (_, page) => ({ route: `/z${page}`, title: `Z ${page}`, source: `# Z ${page}\n\nzeta${page} text${page === 2999 ? ' zzyzx' : ''}.\n` }));
    const big = buildSearchIndex(many);
    const parts = [...big.keys()].filter((file) => /-postings-7a-\d+\.json$/.test(file));
    expect(parts.length).toBeGreaterThan(2);
    const { engine, read } = memoryEngine(big);
    const [hit] = await engine.search('zzyzx', 1);
    expect(hit.route).toBe('/z2999');
    expect(read.filter((file) => file.includes('-postings-'))).toEqual([parts[parts.length - 1]]);
  });

  it('fetches a file once, and a failed file again (with a fresh manifest)', async () => {
    let fail = true;
    const read: string[] = [];
    const engine = createSearchEngine(async (file) => {
      read.push(file);
      if (fail && file.includes('-docs-')) throw new Error('offline');
      return JSON.parse(files.get(file)!);
    });
    await expect(engine.search('unique7', 1)).rejects.toThrow('offline');
    fail = false;
    expect((await engine.search('unique7', 1))[0].route).toBe('/page-7');
    await engine.search('unique7', 1);
    expect(read.filter((file) => file === 'manifest.json')).toHaveLength(2);
    expect(new Set(read).size).toBe(read.length - 2);
  });

  it('keeps a word found in too many sections to its best ones, and still finds the rare word with it', async () => {
    const many = Array.from({ length: 1200 }, (_, page) => ({
      route: `/p${page}`,
      title: `P ${page}`,
      source: `# P ${page}\n\nshared words here${page === 600 ? ' needle' : ''}.\n`,
    }));
    const { engine } = memoryEngine(buildSearchIndex(many));
    const [hit] = await engine.search('shared needle');
    expect(hit.route).toBe('/p600');
    expect(await engine.search('shared')).toHaveLength(20);
  });
});

describe('search index and authoring syntax', () => {
  it('indexes admonition text without the ::: fences, and prose with colons as written', () => {
    const [section] = sectionsOf({
      route: '/fixture',
      title: 'Fixture',
      source: '---\ntitle: Fixture\n---\n\n:::tip[Pro tip]\nUse auto.\n:::\n\nEvents appear as widget:ready at 10:30.\n',
    });
    expect(section.text).toBe('Pro tip Use auto. Events appear as widget:ready at 10:30.');
  });
});

describe('ranking in the 1,000 generated docs of the benchmark', () => {
  const files = buildSearchIndex(corpusSearchSources(corpusDocs(10, 100)));
  const { engine } = memoryEngine(files);

  it('puts the doc whose title has a one-character word as typed above the titles it starts ("page 9" is not "page 95")', async () => {
    const [first] = await engine.search('topic 9 page 9', 5);
    expect(first).toMatchObject({ route: '/topics/topic-09/page-009', anchor: '' });
    const [one] = await engine.search('page 1', 5);
    expect(one).toMatchObject({ route: '/topics/topic-01/page-001', anchor: '' });
  });

  it('reads a one-character query as the start of a word (the first key typed)', async () => {
    expect((await engine.search('p', 5)).length).toBeGreaterThan(0);
  });

  it('still reads longer words as prefixes ("pag", "51")', async () => {
    const [first] = await engine.search('topic 6 pag 51', 5);
    expect(first).toMatchObject({ route: '/topics/topic-06/page-051', anchor: '' });
  });
});

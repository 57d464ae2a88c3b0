/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESCRIPTION_LENGTH, descriptionOf, extractDescription, firstParagraph, truncateAtWord } from '@/lib/content/description';
import { getDocs } from '@/lib/content/docs';

describe('page descriptions', () => {
  it('uses the front matter description as written', () => {
    const source = '---\ntitle: A\ndescription: From front matter.\n---\n\n# A\n\nFirst paragraph.\n';
    expect(extractDescription(source, 'From front matter.')).toBe('From front matter.');
  });

  it('falls back to the first paragraph as plain text: no front matter, heading, import, code or markup', () => {
    const source = [
      '---',
      'title: Setup',
      '---',
      "import { Note } from './note';",
      '',
      '# Setup',
      '',
      '```js',
      'const ignored = true;',
      '```',
      '',
      'Install **Textwidget** with `npm install`, then read the [guide](./guide.mdx) {1 + 1}<br/>',
      'and <abbr title="x">mount</abbr> it.',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(firstParagraph(source)).toBe('Install Textwidget with npm install, then read the guide and mount it.');
    expect(extractDescription(source)).toBe('Install Textwidget with npm install, then read the guide and mount it.');
  });

  it('writes out a constant the paragraph shows ({version}), and no other expression', () => {
    const source = "export const version = '2.1.7';\n\n# Release\n\nVersion {version} of the widget{' '}is out {new Date().getFullYear()}.\n";
    expect(firstParagraph(source)).toBe('Version 2.1.7 of the widget is out .');
  });

  it('writes out the front matter a paragraph reads ({frontMatter.title}), as the page shows it', () => {
    const source = '---\ntitle: Textwidget\nsidebar_position: 3\ntags: [a]\n---\n\n{frontMatter.title} is doc {frontMatter.sidebar_position}{frontMatter.tags}{frontMatter.nope}.\n';
    expect(firstParagraph(source)).toBe('Textwidget is doc 3.');
  });

  it('cuts a long first paragraph at a word boundary, within the limit, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const description = extractDescription(`---\ntitle: Long\n---\n\n${words}\n`);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(description.endsWith('…')).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    // The cut falls between two words, never inside one.
    expect(words.charAt(description.length - 1)).toBe(' ');
  });

  it('keeps short texts whole and drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('Short enough.')).toBe('Short enough.');
    expect(truncateAtWord('alpha beta, gamma delta', 13)).toBe('alpha beta…');
  });

  it('is empty for a page without any paragraph', () => {
    expect(extractDescription('---\ntitle: Empty\n---\n\n# Empty\n\n## Only headings\n')).toBe('');
    // Docusaurus's Markdown: an HTML comment is no paragraph, a heading's own id is no text.
    expect(extractDescription('# FAQ {#top}\n\n<!-- For authors only. -->\n\nAnswers <!-- draft --> to questions.\n')).toBe('Answers to questions.');
  });

  it('parses comments under the Markdown parser’s development build, which next dev runs (its checks threw on "-->")', () => {
    // next dev bundles server code with the `development` export condition: micromark's debug build, whose
    // token checks remark-comment 1.0.0 failed on a comment before a quote; @slorber/remark-comment holds.
    const script = "const m = await import('./lib/content/description.ts'); const { firstParagraph } = m.default ?? m; console.log(JSON.stringify(firstParagraph('Para.\\n\\n<!-- c -->\\n\\n> quote\\n')));";
    const output = execFileSync(process.execPath, ['--conditions=development', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(output.trim()).toBe('"Para."');
  });

  it('reads each file once and gives every doc of the site a description', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'description-'));
    const file = path.join(dir, 'doc.mdx');
    fs.writeFileSync(file, '---\ntitle: Doc\n---\n\nBefore.\n');
    expect(descriptionOf({ file })).toBe('Before.');
    fs.writeFileSync(file, '---\ntitle: Doc\n---\n\nAfter.\n');
    expect(descriptionOf({ file })).toBe('Before.');

    for (const doc of getDocs()) expect(descriptionOf(doc)).not.toBe('');
  });
});

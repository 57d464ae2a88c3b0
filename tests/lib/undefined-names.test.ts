/** @jest-environment node */
import path from 'node:path';
import { bracesAround } from '@/lib/mdx/recma/undefined-names.mjs';
import { compileBody } from './mdx-helpers';

const shown = path.join('content', 'docs', 'intro.mdx');

describe('recma undefined-names (braces in a doc that name nothing)', () => {
  it('stops on prose braces with the line, the column and how to write them as text', async () => {
    const { error } = await compileBody('Set the theme in {options.theme} when you mount the widget.\n');
    expect(error).toContain('MDX names nothing defines:');
    expect(error).toContain(`${shown}:5:19: {options.theme} uses \`options\`, which this file does not define.`);
    expect(error).toContain('to show them as text, escape them (\\{options.theme\\}) or put them in `inline code`');
    expect(error).toContain('export const options = …');
  });

  it('lists every such name of the file at once, in JSX attributes too', async () => {
    const { error } = await compileBody('A {name}.\n\n<div title={label}>x</div>\n');
    expect(error).toContain(`${shown}:5:4: {name} uses \`name\``);
    expect(error).toContain(`${shown}:7:13: {label} uses \`label\``);
  });

  it('lets through what is defined: exports, props, front matter (both spellings), toc, parameters, globals, typeof', async () => {
    const body = [
      'export const versions = ["1.0", "2.0"];',
      '',
      '# {frontMatter.title}',
      '',
      'Versions: {versions.map((version) => version.toUpperCase()).join(", ")}; {frontmatter.title}; {toc.length} sections;',
      '{Math.max(1, 2)}; {props.missing ?? "none"}; {typeof window === "undefined" ? "server" : window.location.href}.',
      '',
      '## Section',
      '',
    ].join('\n');
    const { error, html } = await compileBody(body);
    expect(error).toBeUndefined();
    expect(html).toMatch(/<h1 id="[^"]+">Test<\/h1>/);
    expect(html).toContain('Versions: 1.0, 2.0; Test; 1 sections;');
    expect(html).toContain('2; none; server.');
  });

  it('lets escaped braces and code through as text', async () => {
    const { error, html } = await compileBody('Write \\{options.theme\\} or `{options.theme}`.\n');
    expect(error).toBeUndefined();
    expect(html).toContain('Write {options.theme} or <code>{options.theme}</code>.');
  });
});

describe('bracesAround', () => {
  it('finds the braces around a column, nested ones included', () => {
    expect(bracesAround('Set {options.theme} now', 5)).toBe('{options.theme}');
    expect(bracesAround('A {f({ a: b })} z', 3)).toBe('{f({ a: b })}');
    expect(bracesAround('A {f({ a: b })} z', 11)).toBe('{ a: b }');
    expect(bracesAround('no braces here', 3)).toBeUndefined();
  });
});

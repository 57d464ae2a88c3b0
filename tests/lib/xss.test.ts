/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex } from '@/lib/content/search-index';
import { runMdx } from './mdx-helpers';

const file = path.join(__dirname, '..', 'fixtures', 'xss', 'xss.mdx');
const source = fs.readFileSync(file, 'utf8');

describe('markup in MDX content stays text', () => {
  it('renders a heading written as <img onerror> as escaped text, with no element', async () => {
    const { html, toc } = await runMdx(source, file);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toMatch(/<img|<script/);
    expect(toc).toEqual([{ value: '<img src=x onerror=alert(1)>', id: 'img-srcx-onerroralert1', level: 2 }]);
  });

  it('indexes it for search as plain text (the dialog renders it as React text)', () => {
    const files = buildSearchIndex([{ route: '/xss', title: 'Escaping', source }]);
    const stored = [...files].filter(([name]) => name.includes('-docs-')).flatMap(([, json]) => (JSON.parse(json) as string[][]).map((section) => section[3]));
    expect(stored).toContain('<img src=x onerror=alert(1)>');
  });
});

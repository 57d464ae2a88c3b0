/** @jest-environment node */
import { buildLlmsTxt, type LlmsEntry } from '@/lib/content/llms';
import type { SidebarItem } from '@/lib/content/sidebar';
import { siteConfig } from '@/lib/site-config';

const doc = (id: string, route: string, description = `About ${id}.`): LlmsEntry => ({ id, title: id.toUpperCase(), route, description });
const url = (path: string) => `${siteConfig.url}${path}`;

describe('llms.txt', () => {
  const docs = [doc('intro', '/'), doc('install', '/install'), doc('themes', '/themes', ''), doc('hidden', '/hidden')];
  const sidebar: SidebarItem[] = [
    { type: 'doc', id: 'intro', label: 'Intro', href: '/' },
    {
      type: 'category',
      label: 'Guides',
      key: 'Guides',
      collapsed: false,
      collapsible: true,
      items: [
        { type: 'doc', id: 'install', label: 'Install', href: '/install' },
        {
          type: 'category',
          label: 'Advanced',
          key: 'Guides/Advanced',
          collapsed: true,
          collapsible: true,
          items: [
            { type: 'doc', id: 'themes', label: 'Themes', href: '/themes' },
            { type: 'link', label: 'Changelog', href: 'https://example.com/changelog' },
          ],
        },
      ],
    },
  ];

  it('has the llmstxt.org shape: title, summary, then link lists grouped by sidebar category', () => {
    const text = buildLlmsTxt({ title: 'Widget', summary: 'A widget.', sidebar, docs, pages: [doc('about', '/about')] });
    expect(text).toBe(
      [
        '# Widget',
        '',
        '> A widget.',
        '',
        'Documentation of Widget. Each link is the Markdown source of a page; the page itself is at the same address without ".md" (/index.md is /).',
        '',
        '## Docs',
        '',
        `- [INTRO](${url('/index.md')}): About intro.`,
        `- [HIDDEN](${url('/hidden.md')}): About hidden.`,
        '',
        '## Guides',
        '',
        `- [INSTALL](${url('/install.md')}): About install.`,
        '',
        '## Guides / Advanced',
        '',
        `- [THEMES](${url('/themes.md')})`,
        '- [Changelog](https://example.com/changelog)',
        '',
        '## Optional',
        '',
        `- [ABOUT](${url('/about.md')}): About about.`,
        '',
      ].join('\n'),
    );
  });

  it('leaves out empty sections', () => {
    const text = buildLlmsTxt({ title: 'W', summary: 'S', sidebar: sidebar.slice(1), docs: docs.slice(1, 3), pages: [] });
    expect(text).not.toContain('## Docs');
    expect(text).not.toContain('## Optional');
    expect(text).toContain('## Guides\n');
  });
});

/** Runs MDX through the site's remark plugins (as configured in next.config.mjs), for the remark plugin tests. */
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import remarkDocLinks from '@/lib/remark/doc-links.mjs';
import remarkHeadingIds from '@/lib/remark/heading-ids.mjs';

export type TocEntry = { value: string; id: string; level: number };
type MdxModule = { default: (props: Record<string, unknown>) => React.ReactElement; toc: TocEntry[] };

export const docsDir = path.join(process.cwd(), 'content', 'docs');

/** The remark plugins of next.config.mjs, in the same order. */
export const remarkPlugins = [
  remarkFrontmatter,
  remarkDocLinks,
  [remarkMdxFrontmatter, { name: 'frontmatter' }],
  remarkGfm,
  remarkHeadingIds,
] as never;

/** Evaluates the MDX source as if it were the file `file`; returns its `toc` export and its rendered HTML (when `render`). */
export async function runMdx(value: string, file = path.join(docsDir, 'intro.mdx'), render = true) {
  const mod = (await evaluate({ value, path: file }, { ...runtime, remarkPlugins } as never)) as unknown as MdxModule;
  return { toc: mod.toc, html: render ? renderToStaticMarkup(createElement(mod.default, {})) : '' };
}

export const frontMatter = '---\ntitle: Test\n---\n\n';

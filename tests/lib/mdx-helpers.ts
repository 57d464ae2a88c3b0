/** Runs MDX through the site's remark plugins (as configured in next.config.mjs), for the remark plugin tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import { withCodeHtml } from '@/components/mdx/CodeBlock';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkComment from '@slorber/remark-comment';
import { remarkHeadingId } from 'remark-custom-heading-id';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import remarkDirective from 'remark-directive';
import rehypeHighlight from 'rehype-highlight';
import remarkDocLinks from '@/lib/mdx/remark/doc-links.mjs';
import remarkDocusaurusMdx from '@/lib/mdx/remark/docusaurus-mdx.mjs';
import remarkHeadingIds from '@/lib/mdx/remark/heading-ids.mjs';
import remarkAdmonitions from '@/lib/mdx/remark/admonitions.mjs';
import remarkTabs from '@/lib/mdx/remark/tabs.mjs';
import remarkImages from '@/lib/mdx/remark/images.mjs';
import remarkDetails from '@/lib/mdx/remark/details.mjs';
import remarkParseErrors from '@/lib/mdx/remark/parse-errors.mjs';
import rehypeCodeBlocks from '@/lib/mdx/rehype/code-blocks.mjs';
import rehypeTaskLists from '@/lib/mdx/rehype/task-lists.mjs';
import recmaEventHandlers from '@/lib/mdx/recma/event-handlers.mjs';
import recmaUndefinedNames from '@/lib/mdx/recma/undefined-names.mjs';

export type TocEntry = { value: string; id: string; level: number };
type MdxModule = { default: (props: Record<string, unknown>) => React.ReactElement; toc: TocEntry[] };

export const docsDir = path.join(process.cwd(), 'content', 'docs');

/** The remark plugins of next.config.mjs, in the same order. */
export const remarkPlugins = [
  remarkParseErrors,
  remarkFrontmatter,
  remarkDocusaurusMdx,
  remarkComment,
  remarkHeadingId,
  remarkDocLinks,
  [remarkMdxFrontmatter, { name: 'frontmatter' }],
  remarkGfm,
  remarkDirective,
  remarkAdmonitions,
  remarkTabs,
  remarkDetails,
  remarkImages,
  remarkHeadingIds,
] as never;

/** The rehype plugins of next.config.mjs, in the same order. */
const rehypePlugins = [[rehypeHighlight, { detect: false }], rehypeCodeBlocks, rehypeTaskLists] as never;

/** The recma plugins of next.config.mjs. */
const recmaPlugins = [recmaEventHandlers, recmaUndefinedNames] as never;

/** A bare <pre> that puts the code's HTML back in place, as CodeBlock does (its other attributes kept, for the assertions). */
function Pre({ 'data-code-html': codeHtml, children, ...props }: React.ComponentProps<'pre'> & { 'data-code-html'?: string }) {
  return createElement('pre', props, withCodeHtml(children, codeHtml));
}

/**
 * Evaluates the MDX source as if it were the file `file`; returns its `toc` export and its rendered HTML
 * (when `render`), with `components` standing in for mdx-components.tsx.
 */
export async function runMdx(value: string, file = path.join(docsDir, 'intro.mdx'), render = true, components: Record<string, unknown> = {}) {
  const mod = (await evaluate({ value, path: file }, { ...runtime, remarkPlugins, rehypePlugins, recmaPlugins } as never)) as unknown as MdxModule;
  return { toc: mod.toc, html: render ? renderToStaticMarkup(createElement(mod.default, { components: { pre: Pre, ...components } })) : '' };
}

export const frontMatter = '---\ntitle: Test\n---\n\n';

/** The compile error for `body` after `frontMatter` (lines 1–4), or undefined; the page's HTML otherwise. */
export function compileBody(body: string): Promise<{ error?: string; html?: string }> {
  return runMdx(frontMatter + body).then(
    ({ html }) => ({ html }),
    (reason: Error) => ({ error: reason.message }),
  );
}

/** A new folder holding `files` (name → text): a doc's partials, for what reads its source after the build. */
export function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-files-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

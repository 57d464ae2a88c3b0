/** @jest-environment node */
import path from 'node:path';
import { frontMatter, runMdx } from './mdx-helpers';

const shown = path.join('content', 'docs', 'intro.mdx');

/** The build error for `body` after the front matter (lines 1–4), or undefined. */
async function errorOf(body: string): Promise<string | undefined> {
  return runMdx(frontMatter + body, undefined, false).then(
    () => undefined,
    (reason: Error) => reason.message,
  );
}

describe('remark docusaurus-mdx (a Docusaurus doc brought as it is)', () => {
  it('lets the Docusaurus modules this site has through: @theme/Tabs, TabItem, Admonition, useBaseUrl, @site', async () => {
    const imports = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      "import Admonition from '@theme/Admonition';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
    ].join('\n');
    // Evaluated without a bundler, the imports themselves cannot resolve: only the plugin's verdict is checked.
    expect(await errorOf(`${imports}\n\nText.\n`)).not.toMatch(/Docusaurus MDX/);
  });

  it('stops on a Docusaurus module this site does not have, with the line, what to write instead and what is available', async () => {
    const message = await errorOf("import DocCardList from '@theme/DocCardList';\nimport Link from '@docusaurus/Link';\n\n<DocCardList />\n");
    expect(message).toContain('Docusaurus MDX this site reads differently:');
    expect(message).toContain(`${shown}:5: imports "@theme/DocCardList", a Docusaurus module this site does not have. For a category page with a card per doc, give the category a generated index`);
    expect(message).toContain(`${shown}:6: imports "@docusaurus/Link"`);
    expect(message).toContain('Write a Markdown link');
    expect(message).toContain('Available: @theme/Tabs, @theme/TabItem, @theme/Admonition, @docusaurus/useBaseUrl, and @site/… for a file of the project.');
  });

  it('stops on an import of a project file that is not there, with the line and the closest name', async () => {
    const message = await errorOf("import Setup from './instalation.mdx';\nimport Fancy from '@site/components/Fancy';\nimport Shown from './installation.mdx';\n\n<Setup />\n");
    expect(message).toContain(
      `${shown}:5: imports "./instalation.mdx", but there is no ${path.join('content', 'docs', 'instalation.mdx')} (with .tsx, .ts, .jsx, .js, .mjs, .mdx, .md, .json or an index file in it): did you mean "./installation.mdx"?`,
    );
    expect(message).toContain(`${shown}:6: imports "@site/components/Fancy", but there is no ${path.join('components', 'Fancy')} (with`);
    expect(message).toContain("a relative path starts from this file's folder, @site/ from the project's.");
    expect(message).not.toContain('"./installation.mdx", but');
  });

  it('stops on <head> in MDX, pointing to the front matter', async () => {
    const message = await errorOf('Text.\n\n<head>\n  <title>Other title</title>\n</head>\n');
    expect(message).toContain(`${shown}:7: <head> is not read here`);
    expect(message).toContain('Set the title and meta tags in front matter: title, description, keywords, image.');
  });

  it('stops on require() in a JSX attribute, which gives an image object instead of its URL', async () => {
    const message = await errorOf("<img src={require('./img/shot.png').default} alt=\"Shot\" />\n");
    expect(message).toContain(`${shown}:5: src={require('./img/shot.png').default}: require() gives an image object here, not its URL.`);
  });

  it('leaves other imports alone', async () => {
    expect(await errorOf("export const version = '2.4.1';\n\nVersion {version}.\n")).toBeUndefined();
  });
});

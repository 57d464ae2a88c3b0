/** @jest-environment node */
import { createElement } from 'react';
import path from 'node:path';
import { selectedTabValue, tabIndexAfterKey } from '@/lib/browser/tabs';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

describe('tab logic', () => {
  it('shows the stored choice when this Tabs has it, else the default, else the first tab', () => {
    const values = ['npm', 'pnpm', 'yarn'];
    expect(selectedTabValue(values, 'pnpm', 'yarn')).toBe('yarn');
    expect(selectedTabValue(values, 'pnpm', 'bun')).toBe('pnpm');
    expect(selectedTabValue(values, 'pnpm', null)).toBe('pnpm');
    expect(selectedTabValue(values, undefined, null)).toBe('npm');
  });

  it('moves with Left/Right (wrapping), Home and End; ignores other keys', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Enter', 1, 3)).toBeNull();
  });
});

describe('remark tabs (build-time checks)', () => {
  const file = path.join(docsDir, 'broken.mdx');
  const compile = (body: string) => runMdx(frontMatter + body, file, false);
  /** The build error for `body`, or null. */
  const errorOf = (body: string) =>
    compile(body).then(
      () => null,
      (caught: Error) => caught.message,
    );

  it('accepts well-formed tabs', async () => {
    await expect(compile('<Tabs groupId="pkg">\n<TabItem value="npm" default>\nA\n</TabItem>\n<TabItem value="yarn">\nB\n</TabItem>\n</Tabs>\n')).resolves.toBeDefined();
  });

  it('refuses duplicate values, missing values and two defaults, listing each with its line', async () => {
    const error = await errorOf(
      '<Tabs>\n<TabItem value="npm" default>A</TabItem>\n<TabItem value="npm" default>B</TabItem>\n<TabItem label="x">C</TabItem>\n</Tabs>\n',
    );
    expect(error).toContain('content/docs/broken.mdx:7: two <TabItem>s in the same <Tabs> have value="npm". Values must be unique.');
    expect(error).toContain('content/docs/broken.mdx:8: <TabItem> needs a value: <TabItem value="npm" label="npm">.');
    expect(error).toContain('content/docs/broken.mdx:5: more than one <TabItem> is marked default. Keep one.');
  });

  it('refuses a TabItem outside Tabs and other content inside Tabs', async () => {
    await expect(compile('<TabItem value="npm">A</TabItem>\n')).rejects.toThrow(
      'content/docs/broken.mdx:5: <TabItem> must be a direct child of <Tabs>.',
    );
    await expect(compile('<Tabs>\nStray text.\n</Tabs>\n')).rejects.toThrow('<Tabs> may contain only <TabItem> elements; found paragraph');
  });

  describe("Docusaurus's <Tabs values defaultValue> form", () => {
    // Stand-ins that show what the Tabs and each TabItem receive.
    const components = {
      Tabs: ({ children, ...props }: { children?: React.ReactNode }) => createElement('div', { 'data-tabs': JSON.stringify(props) }, children),
      TabItem: ({ value, label, default: isDefault }: { value: string; label?: string; default?: boolean }) =>
        createElement('p', null, `${value}|${label ?? ''}|${isDefault ? 'default' : ''}`),
    };
    const render = (body: string) => runMdx(frontMatter + body, file, true, components).then(({ html }) => html);

    it('takes the labels and order from values, and the default from defaultValue', async () => {
      const html = await render(
        '<Tabs groupId="pm" lazy defaultValue="yarn" values={[{ label: "Yarn", value: "yarn" }, { label: "npm", value: "npm" }]}>\n<TabItem value="npm" default>A</TabItem>\n<TabItem value="yarn">B</TabItem>\n</Tabs>\n',
      );
      expect(html).toContain('data-tabs="{&quot;groupId&quot;:&quot;pm&quot;,&quot;id&quot;:&quot;tabs-1&quot;}"');
      expect([...html.matchAll(/<p>(.*?)<\/p>/g)].map((match) => match[1])).toEqual(['yarn|Yarn|default', 'npm|npm|']);
    });

    it('stops on what it cannot read, with the line: queryString, values not written out, a value with no TabItem, a defaultValue naming none', async () => {
      const error = await errorOf(
        '<Tabs queryString="pm" values={list} defaultValue="pnpm">\n<TabItem value="npm">A</TabItem>\n</Tabs>\n\n<Tabs values={[{ value: "npm" }, { value: "bun" }]}>\n<TabItem value="npm">A</TabItem>\n<TabItem value="yarn">B</TabItem>\n</Tabs>\n',
      );
      expect(error).toContain('content/docs/broken.mdx:5: <Tabs queryString> is not read here');
      expect(error).toContain('content/docs/broken.mdx:5: <Tabs values> must be a list written out');
      expect(error).toContain('content/docs/broken.mdx:5: <Tabs defaultValue="pnpm"> names no <TabItem> inside (values: npm).');
      expect(error).toContain('content/docs/broken.mdx:9: <Tabs values> lists "bun", but no <TabItem value="bun"> is inside.');
      expect(error).toContain('content/docs/broken.mdx:11: <TabItem value="yarn"> is not in its <Tabs values>');
    });
  });
});

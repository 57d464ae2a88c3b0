/** @jest-environment node */
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

  it('accepts well-formed tabs', async () => {
    await expect(compile('<Tabs groupId="pkg">\n<TabItem value="npm" default>\nA\n</TabItem>\n<TabItem value="yarn">\nB\n</TabItem>\n</Tabs>\n')).resolves.toBeDefined();
  });

  it('refuses duplicate values, missing values and two defaults, listing each with its line', async () => {
    const error = await compile(
      '<Tabs>\n<TabItem value="npm" default>A</TabItem>\n<TabItem value="npm" default>B</TabItem>\n<TabItem label="x">C</TabItem>\n</Tabs>\n',
    ).then(
      () => null,
      (caught: Error) => caught.message,
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
});

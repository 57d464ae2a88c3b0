/** @jest-environment node */
import { frontMatter, runMdx } from './mdx-helpers';

/** What `next build` prints under a doc's error: its stack. */
async function stackOf(source: string): Promise<string> {
  const error = await runMdx(frontMatter + source).then(
    () => null,
    (thrown: Error) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  return error!.stack ?? '';
}

describe("a doc's errors, as the build prints them", () => {
  it.each([
    ['a broken link', 'See [it](./nope.mdx).\n', /Broken links/],
    ['an unknown admonition', ':::hint\nText.\n:::\n', /unknown admonition ":::hint"/],
    ['an MDX 1 admonition title', ':::tip My title\nText.\n:::\n', /the MDX 1 way/],
    ['a name nothing defines', 'Set {options.theme} first.\n', /MDX names nothing defines/],
    ['a bad code block meta', '```js {0}\nx\n```\n', /bad code block meta/],
    ['an unbalanced magic comment', '```js\n// highlight-start\nx\n```\n', /"highlight-start" has no "highlight-end"/],
    ['a missing image', '![A shot](/img/nope.png)\n', /Broken images/],
    ['a Tabs queryString', '<Tabs queryString="os">\n<TabItem value="a">A</TabItem>\n</Tabs>\n', /queryString/],
  ])('%s: says where and what, without the pipeline’s stack frames', async (_, source, message) => {
    const stack = await stackOf(source);
    expect(stack).toMatch(message);
    expect(stack).toMatch(/content\/docs\/intro\.mdx/);
    expect(stack).not.toMatch(/\n\s+at /);
  });
});

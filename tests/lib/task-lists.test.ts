/** @jest-environment node */
import type { Element, Root } from 'hast';
import rehypeTaskLists from '@/lib/mdx/rehype/task-lists.mjs';

/** A GFM task list item as remark-rehype makes it: checkbox, a space, the item's text, a nested list. */
const item = (): Element => ({
  type: 'element',
  tagName: 'li',
  properties: { className: ['task-list-item'] },
  children: [
    { type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: true }, children: [] },
    { type: 'text', value: ' ' },
    { type: 'text', value: 'Ship it.' },
    { type: 'element', tagName: 'ul', properties: {}, children: [] },
  ],
});

describe('rehype task lists', () => {
  it('puts the disabled checkbox and its text (one string) in a label, blocks after it outside', () => {
    const tree: Root = { type: 'root', children: [item()] };
    rehypeTaskLists()(tree);
    const [li] = tree.children as Element[];
    const [label, list] = li.children as Element[];
    expect(label.tagName).toBe('label');
    // One text node: React renders two with <!-- --> between them.
    expect(label.children).toEqual([
      { type: 'element', tagName: 'input', properties: { type: 'checkbox', checked: true, disabled: true }, children: [] },
      { type: 'text', value: ' Ship it.' },
    ]);
    expect(list.tagName).toBe('ul');
  });
});

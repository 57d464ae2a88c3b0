import { tocTree, type TocEntry, type TocNode } from '@/lib/content/toc';

/** Ids in document order, to compare trees briefly. */
const tocIds = (nodes: TocNode[]): string[] => nodes.flatMap((node) => [node.id, ...tocIds(node.children)]);

const h = (level: number, value: string): TocEntry => ({ value, id: value.toLowerCase().replace(/ /g, '-'), level });

describe('tocTree', () => {
  it('keeps h2 and h3 and drops h4 and deeper with levels 2–3', () => {
    const tree = tocTree([h(2, 'Themes'), h(3, 'Built in'), h(4, 'Too deep'), h(5, 'Deeper')], 2, 3);
    expect(tocIds(tree)).toEqual(['themes', 'built-in']);
  });

  it('drops headings shallower than the minimum level', () => {
    expect(tocIds(tocTree([h(1, 'Title'), h(2, 'Section')], 2, 3))).toEqual(['section']);
  });

  it('nests each h3 under the h2 before it', () => {
    const tree = tocTree([h(2, 'Themes'), h(3, 'Built in'), h(3, 'Custom'), h(2, 'Toolbar'), h(3, 'Buttons')], 2, 3);
    expect(tree).toEqual([
      {
        ...h(2, 'Themes'),
        children: [
          { ...h(3, 'Built in'), children: [] },
          { ...h(3, 'Custom'), children: [] },
        ],
      },
      { ...h(2, 'Toolbar'), children: [{ ...h(3, 'Buttons'), children: [] }] },
    ]);
  });

  it('puts an h3 that comes before any h2 at the top level', () => {
    const tree = tocTree([h(3, 'Orphan'), h(2, 'Section'), h(3, 'Child')], 2, 3);
    expect(tree).toEqual([
      { ...h(3, 'Orphan'), children: [] },
      { ...h(2, 'Section'), children: [{ ...h(3, 'Child'), children: [] }] },
    ]);
  });

  it('nests an h3 after a dropped h4 under its h2', () => {
    const tree = tocTree([h(2, 'A'), h(4, 'Deep'), h(3, 'B')], 2, 3);
    expect(tree).toEqual([{ ...h(2, 'A'), children: [{ ...h(3, 'B'), children: [] }] }]);
  });

  it('nests three levels when asked for 2–4', () => {
    const tree = tocTree([h(2, 'A'), h(3, 'B'), h(4, 'C'), h(2, 'D')], 2, 4);
    expect(tree[0].children[0].children.map((node) => node.id)).toEqual(['c']);
    expect(tree.map((node) => node.id)).toEqual(['a', 'd']);
  });

  it('is empty for a page without headings', () => {
    expect(tocTree([], 2, 3)).toEqual([]);
  });
});


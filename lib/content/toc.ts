/** Table of contents: the headings exported by lib/mdx/remark/heading-ids.mjs, filtered and nested. */

export type TocEntry = { value: string; id: string; level: number };
export type TocNode = TocEntry & { children: TocNode[] };

/** Keeps levels min..max and nests each heading under the closest shallower one. */
export function tocTree(entries: readonly TocEntry[], minLevel: number, maxLevel: number): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    const node: TocNode = { ...entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

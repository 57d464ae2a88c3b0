// @ts-check
// Remark plugin: saves what the search index reads from this doc (lib/mdx/search-blocks.mjs),
// so the index does not parse every doc a second time. First of the remark plugins: it sees the
// tree as parsed, before any plugin changes it.
import { saveSearchBlocks, searchBlocks, searchBlocksDir } from '../search-blocks.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */

/** @param {{ distDir: string }} options The build's folder (next.config.mjs distDir). */
export default function remarkSearchBlocks({ distDir }) {
  const dir = searchBlocksDir(distDir);
  /** @param {Root} tree @param {VFile} file */
  return (tree, file) => {
    if (dir) saveSearchBlocks(dir, String(file.value), searchBlocks(tree));
  };
}

// @ts-check
// Remark plugin: saves what the build reads of this doc after `next build` (lib/mdx/parsed-doc.mjs:
// the search index's text, the Markdown copy's links), so nothing parses it a second time. First of
// the remark plugins: it sees the tree as parsed, before any plugin changes it.
import { parsedDocOf, parsedDocsDir, parsedDocsRoot, removeOtherParsedDocs, saveParsedDoc } from '../parsed-doc.mjs';
/** @import { Root } from 'mdast' */
/** @import { VFile } from 'vfile' */

export default function remarkSaveParsedDoc() {
  const dir = parsedDocsDir(parsedDocsRoot());
  if (dir) removeOtherParsedDocs(dir);
  /** @param {Root} tree @param {VFile} file */
  return (tree, file) => {
    if (dir) saveParsedDoc(dir, String(file.value), parsedDocOf(tree));
  };
}

/**
 * Post-build step of `npm run build` (after `next build`, before the link check): writes the
 * Markdown copy of every doc and page into the export, at /<route>.md ("/" → /index.md).
 * A route handler cannot do it: /<slug>.md would sit beside app/(docs)/[slug] at the same
 * dynamic level. The docs are shared between one process per core (lib/postbuild/parallel.ts:
 * parsing 10,000 docs is a minute of one core). Usage: tsx lib/postbuild/export-markdown.ts [outDir]
 */
import path from 'node:path';
import { loadContent } from '../content/docs';
import { DOCS_DIR, docFiles } from '../content/docs-source.mjs';
import { writeMarkdownCopies } from '../content/markdown-export';
import { requireExport } from './out-dir';
import { currentPart, inPart, partsFor, runParts } from './parallel';

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  if (currentPart()) {
    process.stdout.write(JSON.stringify(writeMarkdownCopies(loadContent(), outDir, (index) => inPart(index))));
    return;
  }
  requireExport(outDir);
  // Counted without reading the docs: each part reads them itself.
  const parts = partsFor(docFiles(DOCS_DIR).length);
  const written = (parts > 1 ? (await runParts<string[]>(__filename, [outDir], parts)).flat() : writeMarkdownCopies(loadContent(), outDir)).sort();
  // A site of 10,000 docs would print a 400 KB line: the first few, then the count.
  const shown = written.length > 5 ? `${written.slice(0, 5).join(', ')} and ${written.length - 5} more` : written.join(', ');
  console.log(`Markdown copies: ${shown} in ${path.relative(process.cwd(), outDir) || '.'}.`);
}

main().catch((error: Error) => {
  console.error(`Markdown copies: ${error.message}`);
  process.exit(1);
});

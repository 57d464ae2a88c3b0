/**
 * Post-build step of `npm run build` (after `next build`, before the link check): writes the
 * Markdown copy of every doc and page into the export, at /<route>.md ("/" → /index.md).
 * A route handler cannot do it: /<slug>.md would sit beside app/(docs)/[slug] at the same
 * dynamic level. Usage: tsx lib/postbuild/export-markdown.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../content/docs';
import { writeMarkdownCopies } from '../content/markdown-export';

const outDir = path.resolve(process.argv[2] ?? 'out');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(`Markdown copies: ${outDir}/index.html is missing. Run "next build" first.`);
  process.exit(1);
}
const { docs, pages } = loadContent();
const written = writeMarkdownCopies({ docs, pages }, outDir);
// A site of 10,000 docs would print a 400 KB line: the first few, then the count.
const shown = written.length > 5 ? `${written.slice(0, 5).join(', ')} and ${written.length - 5} more` : written.join(', ');
console.log(`Markdown copies: ${shown} in ${path.relative(process.cwd(), outDir) || '.'}.`);

/**
 * Everything that turns Next's static export into the site we deploy, in order, for every build
 * (npm run build, build:e2e, build:base): the search index, Markdown copies, payload copies nobody requests dropped, then the host-ready HTML and header files
 * (CSP hashes must see the final HTML), then the link check over all of it.
 * Usage: tsx lib/postbuild/index.ts [outDir]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const outDir = process.argv[2] ?? 'out';
for (const step of ['write-search-index', 'export-markdown', 'prune-payloads', 'finalize-export', 'check-links']) {
  const { status } = spawnSync(path.resolve('node_modules/.bin/tsx'), [`lib/postbuild/${step}.ts`, outDir], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

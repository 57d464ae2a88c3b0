import fs from 'node:fs';
import path from 'node:path';

/** Throws, saying what to do, when `outDir` holds no static export (`next build` has not run). */
export function requireExport(outDir: string): void {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${path.resolve(outDir)}/index.html is missing. Run "next build" first.`);
}

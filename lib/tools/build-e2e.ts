/**
 * Builds the test-only variant of the site into out-e2e/: the same site plus
 * routes that exist only to provoke failures (files named page.e2e.tsx, e.g. a
 * page that crashes) and the navbar's hide-on-scroll flag turned on.
 * The default build (`npm run build`) never contains them.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const env = { ...process.env, TEXTWIDGET_E2E: '1', NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL: '1', NEXT_DIST_DIR: '.next-e2e' };
const saved = fs.existsSync('out') ? 'out.saved-by-build-e2e' : null;
if (saved) fs.renameSync('out', saved);
try {
  execSync('npx next build', { stdio: 'inherit', env });
  execSync('npx tsx lib/tools/check-links.ts out', { stdio: 'inherit', env });
  fs.rmSync('out-e2e', { recursive: true, force: true });
  fs.renameSync('out', 'out-e2e');
} finally {
  if (saved) fs.renameSync(saved, 'out');
}

/**
 * Builds the test-only variant of the site into out-e2e/: the same site plus
 * routes that exist only to provoke failures (files named page.e2e.tsx, e.g.
 * a page that crashes) and the navbar's hide-on-scroll flag turned on.
 * The default build (`npm run build`) never contains them.
 */
import { execSync } from 'node:child_process';

// With a custom distDir, Next writes the static export into that folder.
const env = { ...process.env, NEXT_PUBLIC_TEXTWIDGET_E2E: '1', NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL: '1', NEXT_DIST_DIR: 'out-e2e' };
execSync('npx next build', { stdio: 'inherit', env });
execSync('npx tsx lib/postbuild/index.ts out-e2e', { stdio: 'inherit', env });

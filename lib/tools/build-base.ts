/**
 * Builds the site as served under a sub-path (GitHub Pages: /<repo>/) into
 * out-base/, for the browser tests that prove every link, asset and the
 * search index follow the base URL. Usage: tsx lib/tools/build-base.ts [/base/]
 */
import { execSync } from 'node:child_process';

const TEST_BASE_URL = '/textwidget/';

const base = process.argv[2] ?? TEST_BASE_URL;
// With a custom distDir, Next writes the static export into that folder.
const env = { ...process.env, TEXTWIDGET_BASE_URL: base, NEXT_DIST_DIR: 'out-base' };
execSync('npx next build', { stdio: 'inherit', env });
execSync('npx tsx lib/postbuild/index.ts out-base', { stdio: 'inherit', env });

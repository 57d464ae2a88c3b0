/**
 * Builds the site over the fixture docs folder (tests/fixtures/docs-site: a Docusaurus-style
 * docs/ tree with every feature of the content model, and its sidebars.ts) into out-fixture/.
 * TEXTWIDGET_CONTENT_DIR points the registry (lib/content/docs-source.mjs) and the MDX imports
 * (next.config.mjs) at that folder. The default build never sees it.
 */
import { execSync } from 'node:child_process';

export const FIXTURE_CONTENT_DIR = 'tests/fixtures/docs-site';

const env = { ...process.env, TEXTWIDGET_CONTENT_DIR: FIXTURE_CONTENT_DIR, NEXT_DIST_DIR: 'out-fixture' };
execSync('npx next build', { stdio: 'inherit', env });
execSync('npx tsx lib/postbuild/index.ts out-fixture', { stdio: 'inherit', env });

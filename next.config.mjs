import os from 'node:os';
import path from 'node:path';
import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { baseUrl, basePathOf } from './lib/base-url.mjs';
import { DOCUSAURUS_ALIASES } from './lib/mdx/remark/docusaurus-mdx.mjs';
import { outputFor } from './lib/next-dev-export-workaround.mjs';
import { purgeFreedMemoryAtOnce } from './lib/turbopack-memory-workaround.mjs';

// Before Next loads Turbopack: a 1,000-doc build peaks 0.55 GB lower (see the module).
purgeFreedMemoryAtOnce();

// Turbopack needs serializable loader options: plugins are given by package
// name or absolute path, never as imported functions.
const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    // .md is MDX too, as in Docusaurus 3 (imports, exports and JSX work in both).
    format: 'mdx',
    remarkPlugins: [
      // Wraps the parser: a doc MDX cannot parse stops with the line of the cause and what to write instead.
      path.resolve('lib/mdx/remark/parse-errors.mjs'),
      // First on the tree: it reads the tree as parsed, and saves what the search index and the Markdown copies read of it.
      path.resolve('lib/mdx/remark/save-parsed-doc.mjs'),
      'remark-frontmatter',
      // Docusaurus imports, <head> and require(): resolved, or the build stops with the line and the fix.
      path.resolve('lib/mdx/remark/docusaurus-mdx.mjs'),
      // As Docusaurus 3 reads Markdown: <!-- comments --> and "## Heading {#custom-id}" (also in the
      // parsers of lib/mdx/parsed-doc.mjs and lib/content/description.ts).
      '@slorber/remark-comment',
      'remark-custom-heading-id',
      path.resolve('lib/mdx/remark/doc-links.mjs'),
      ['remark-mdx-frontmatter', { name: 'frontmatter' }],
      'remark-gfm',
      'remark-directive',
      path.resolve('lib/mdx/remark/admonitions.mjs'),
      path.resolve('lib/mdx/remark/tabs.mjs'),
      path.resolve('lib/mdx/remark/details.mjs'),
      // The base path is an option (not read from the environment) so compiled MDX is cached per base.
      [path.resolve('lib/mdx/remark/images.mjs'), { basePath: basePathOf(baseUrl) }],
      path.resolve('lib/mdx/remark/heading-ids.mjs'),
    ],
    rehypePlugins: [
      ['rehype-highlight', { detect: false }],
      path.resolve('lib/mdx/rehype/code-blocks.mjs'),
      path.resolve('lib/mdx/rehype/task-lists.mjs'),
    ],
    recmaPlugins: [
      // An event handler on an HTML element of a doc (which renders on the server) stops the compile with the line and the fix.
      path.resolve('lib/mdx/recma/event-handlers.mjs'),
      // Last: a name in braces that nothing defines stops the compile with the line and the fix.
      path.resolve('lib/mdx/recma/undefined-names.mjs'),
    ],
  },
});

// The fixture build (lib/tools/build-fixture.ts) reads another content folder: docs, pages and sidebars.ts.
const contentDir = process.env.TEXTWIDGET_CONTENT_DIR;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Served under a sub-path (GitHub Pages: /<repo>/): links and assets get the prefix.
  basePath: basePathOf(baseUrl),
  images: { unoptimized: true },
  reactStrictMode: true,
  // Types are checked once per `npm test` (`npm run typecheck`: app, lib, tests and the bench, stricter
  // than next build's pass). next build would repeat it in each of the four builds: ~10 s of a 26 s
  // build on 2 cores. TypeScript errors never change the compiled output (SWC strips types).
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Next keeps up to 50 MB of rendered pages in memory in each static-generation worker, for a
  // server to reuse; a static export renders each page once and never reads them back. With 0,
  // and the MDX loader in worker threads (below), the 1,000-doc build peaks ~165 MiB lower
  // (three runs each: 1,929–2,021 MiB instead of 2,055–2,213; README "How the build scales").
  cacheMaxMemorySize: 0,
  experimental: {
    // Static generation workers: Next's default is one per core but one, which on a 2-core machine is
    // one worker while the main process waits idle. One per core: 1,000 docs (~1,500 pages) render in
    // 24 s instead of 52 s, for ~0.4 GB more peak memory (README "How the build scales").
    cpus: os.availableParallelism(),
    // Turbopack runs webpack loaders (the MDX loader) in a pool of child processes by default; they
    // stay alive, ~170 MiB each, while the static-generation workers start. Worker threads share the
    // compiler's process. Documented, and the default Next plans; on Node.js ≥ 24.13.1 Next falls
    // back to child processes by itself (nodejs/node#65100).
    turbopackPluginRuntimeStrategy: 'workerThreads',
    // On by default in Next 16.4, Turbopack's build cache keeps each compiled MDX by its own text and
    // loader options. A doc's links to other docs are resolved as it compiles (lib/mdx/remark/doc-links.mjs:
    // the target's route, whether it exists or is a draft), and its images' sizes read (images.mjs): with the
    // cache, a rebuild kept the old route of a doc whose slug changed, or the error about a doc since added.
    // Every build compiles every doc (3 docs: ~5 s more than a warm rebuild; clean builds, as CI's, are unchanged).
    turbopackFileSystemCacheForBuild: false,
    // Tree-shakes the unused exports of Next's own CommonJS client modules (its router re-exports
    // more than it uses): −0.6 KB gz of first-load JavaScript on every page. Typed and documented
    // in Next's config (ExperimentalConfig.turbopackCjsTreeShaking); off by default in Next 16.4.
    turbopackCjsTreeShaking: true,
    // Every page's first load is the same few modules (React, Next's router, the root layout's
    // client leaves), so fewer, bigger chunks: one gzip stream compresses better than several small
    // ones, and each chunk costs a request and its runtime wrapper. With the defaults (chunks under
    // 50 KB merged, none over 200 KB) a page downloads 6 chunks; with these, 4, and 1.2 KB gz less.
    // Lazy chunks (search, mobile menu) stay apart: they are other chunk groups. The JS budget test
    // (tests/e2e/js-budget.spec.ts) fails if a first visit downloads a module twice.
    turbopackChunking: { minChunkSize: 500_000, maxMergeChunkSize: 5_000_000 },
  },
  // Authors may open the dev server as http://127.0.0.1:3000 as well as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // A separate folder lets test builds (with test-only routes) live beside the real one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  transpilePackages: ['github-slugger'],
  turbopack: {
    resolveAlias: {
      // A Docusaurus doc's imports of what this site has (the others stop the build with the fix).
      ...DOCUSAURUS_ALIASES,
      ...(contentDir && { '@/content/*': `./${path.relative(process.cwd(), path.resolve(contentDir)).split(path.sep).join('/')}/*` }),
    },
  },
  // Inlined as constants, so code behind an unset flag is dropped from the client bundle.
  env: {
    TEXTWIDGET_BASE_URL: baseUrl,
    NEXT_PUBLIC_TEXTWIDGET_E2E: process.env.NEXT_PUBLIC_TEXTWIDGET_E2E ?? '0',
    TEXTWIDGET_CONTENT_DIR: contentDir ?? '',
    NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL: process.env.NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL ?? '0',
  },
};

/** @param {string} phase */
const config = (phase) =>
  withMDX({
    ...nextConfig,
    // Under next dev, unknown paths get the 404 page (see the module).
    output: outputFor(phase),
    pageExtensions: [
      'ts',
      'tsx',
      // Test-only routes (page.e2e.tsx) exist only in the e2e build: see lib/tools/build-e2e.ts.
      ...(process.env.NEXT_PUBLIC_TEXTWIDGET_E2E === '1' ? ['e2e.tsx'] : []),
      // Files that a build writes after `next build` (lib/postbuild/), served by `next dev` (route.dev.ts).
      ...(phase === PHASE_DEVELOPMENT_SERVER ? ['dev.ts'] : []),
    ],
  });

export default config;

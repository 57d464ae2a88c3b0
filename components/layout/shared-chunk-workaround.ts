/**
 * Workaround for Turbopack's chunking of client modules per route (vercel/next.js#89192: shared
 * chunks are not split out when the shared modules are small). It copied PageCrash (three error
 * boundaries), CopyButton and TabsClient into the chunk of each route using them, so /markdown-page
 * and /search downloaded them twice: once for the page, once more with the prefetched docs route.
 * Imported by the root layout, the modules below sit in its chunk, which every route reuses:
 * - used by several routes' boundaries or pages: PageCrash, GlobalError, CopyButton, TabsClient;
 * - used by the docs route, whose chunks every page downloads anyway (docs pages show them, other
 *   pages prefetch the docs linked from the navbar): the TOC and the sidebar tree. In the layout's
 *   chunk they cost no chunk (and request) of their own.
 * - the error boundary files themselves (each route's error.tsx, app/global-error.tsx): each one re-exports
 *   a component, and that re-export module alone made a 0.2 KB chunk (and a request) of its own on
 *   every page.
 * tests/e2e/js-budget.spec.ts fails if any first visit downloads a module twice; once Turbopack
 * splits shared modules itself, delete this file and its import, and check that test stays green.
 */
import '@/components/layout/PageCrash';
import '@/components/layout/GlobalError';
import '@/components/ui/CopyButton';
import '@/components/mdx/TabsClient';
import '@/components/docs/TocNav';
import '@/components/docs/DocSidebarTree';
// Route files, imported only so their one-line re-export modules join this chunk (see above).
import '@/app/global-error';
import '@/app/(docs)/error';
import '@/app/search/error';
import '@/app/markdown-page/error';

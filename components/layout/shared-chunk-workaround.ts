/**
 * Workaround for Turbopack copying a client module into the chunk of every route that uses it
 * (vercel/next.js#89192: shared chunks are not split out when the shared modules are small).
 * PageCrash (three error boundaries), CopyButton and TabsClient (docs and MDX pages) were each
 * downloaded twice on /markdown-page and /search: once for the page, once more with the prefetched
 * docs route. Imported by the root layout, they sit in its chunk, which every route reuses.
 * tests/e2e/js-budget.spec.ts fails if any first visit downloads a module twice; once Turbopack
 * splits them itself, delete this file and its import, and that test stays green.
 */
import '@/components/layout/PageCrash';
import '@/components/ui/CopyButton';
import '@/components/mdx/TabsClient';
// Every page downloads the root boundary's code: here it needs no chunk (and request) of its own.
import '@/components/layout/GlobalError';

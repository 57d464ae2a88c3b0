/**
 * Turbopack's native binding allocates with mimalloc, which gives freed memory back to the system
 * only after `purge_delay` (1,000 ms in Next 16's build of it), and only when the thread that freed
 * it allocates again. After its compile, `next build`'s Turbopack threads sit idle while the pages
 * render, so what they freed stays resident to the end: at 1,000 docs the build peaked at
 * 2.06 GB instead of 1.5 GB (purpleprotocol/mimalloc_rust#141, open:
 * https://github.com/purpleprotocol/mimalloc_rust/issues/141). mimalloc's documented
 * MIMALLOC_PURGE_DELAY=0 purges at once, at no measured cost in build time. mimalloc reads it
 * once, when Next loads the binding, which it does after reading next.config.mjs:
 * tests/lib/turbopack-memory-workaround.test.ts fails if that order changes or the binding no longer
 * uses mimalloc. A value the user exported wins.
 */
export function purgeFreedMemoryAtOnce() {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}

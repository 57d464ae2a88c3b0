/**
 * Workaround for https://github.com/vercel/next.js/issues/88345 (Next 16.4): with
 * lib/postbuild/payload-file.ts and next-export-base-root-workaround.ts, one of the modules of the site that rely on Next's internals
 * (here its history entries' `__NA` flag); no public API covers this.
 *
 * A plain "#anchor" link (TOC, "Skip to main content", heading anchors) makes the browser add a
 * history entry with an empty state, and Next's router ignores back/forward to entries without its
 * state: Back from the next page to such an entry changed the URL but left the wrong page on screen.
 * The repair gives that entry the state of the entry the link was clicked on (same page, same tree).
 * An upstream fix (vercel/next.js#88349, #90083) was closed or reverted.
 *
 * tests/e2e/history.spec.ts fails if the repair stops working; tests/e2e/e2e-build/history-workaround.spec.ts
 * fails the day Next fixes the bug itself (then delete this module and its two callers).
 */

/** Next's history entries carry `__NA: true`; others are reloaded or ignored by its router on back/forward. */
export function isRouterHistoryEntry(state: unknown = window.history.state): boolean {
  return (state as { __NA?: unknown } | null)?.__NA === true;
}

/** Installs the repair (once, from instrumentation-client.ts). */
export function repairHashLinkHistoryEntries() {
  // The test-only build can leave the repair out (?no-history-workaround) to show the bug is still there.
  if (process.env.NEXT_PUBLIC_TEXTWIDGET_E2E === '1' && window.location.search.includes('no-history-workaround')) return;
  let stateBeforeHashLink: unknown = null;
  // Capture phase: read the state of the entry the link leaves, before the browser adds the new one.
  document.addEventListener('click', () => (stateBeforeHashLink = window.history.state), true);
  window.addEventListener('hashchange', () => {
    if (!isRouterHistoryEntry() && isRouterHistoryEntry(stateBeforeHashLink)) {
      window.history.replaceState(stateBeforeHashLink, '', window.location.href);
    }
  });
}

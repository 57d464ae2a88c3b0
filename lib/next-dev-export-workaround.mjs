// @ts-check
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/**
 * `output: 'export'` for builds only. Under `next dev` with it, a path no page generates (`/nope`, a doc's
 * old URL after a rename) answers a 500 and Next's overlay, "Page "/(docs)/[[...slug]]/page" is missing
 * param … in generateStaticParams(), which is required with "output: export" config", instead of the
 * site's 404 page (vercel/next.js#56477, open: https://github.com/vercel/next.js/issues/56477). Without
 * it, `dynamicParams = false` answers such paths with app/not-found.tsx and status 404, as the export
 * does. `TEXTWIDGET_DEV_EXPORT=1` keeps the export output under `next dev` too:
 * tests/lib/next-dev-export-workaround.test.ts uses it to fail the day Next fixes the bug (then delete
 * this module), and fails if the 404 page stops answering.
 * @param {string} phase
 * @returns {'export' | undefined}
 */
export function outputFor(phase) {
  return phase === PHASE_DEVELOPMENT_SERVER && process.env.TEXTWIDGET_DEV_EXPORT !== '1' ? undefined : 'export';
}

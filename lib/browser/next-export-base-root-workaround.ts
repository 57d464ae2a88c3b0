/**
 * Workaround for https://github.com/vercel/next.js/issues/73427 (Next 16.4; the fix, vercel/next.js#89997,
 * is not merged): with `output: 'export'` and a basePath, a client navigation to the home page whose data
 * was not prefetched yet (a click before the prefetch ends, a slow network, prefetch off on Save-Data)
 * fetches `/textwidget.txt`, beside the base folder, instead of `/textwidget/index.txt`. That 404 makes
 * Next load the home page in full: a blank flash, and a navigation the reader types meanwhile is cancelled.
 * The repair sends that one URL to the file the export wrote. Only a build under a base URL ships it.
 *
 * tests/e2e/base-path/base-path.spec.ts has a test that fails if the repair stops working, and one that
 * fails the day Next fixes the bug itself (then delete this module and its caller).
 */
export function fetchHomePayloadUnderBase(basePath: string) {
  const nativeFetch = window.fetch;
  window.fetch = (input, init) => {
    // Next passes a URL object (router-reducer/fetch-server-response.ts, createFetch).
    if (input instanceof URL && input.origin === window.location.origin && input.pathname === `${basePath}.txt`) {
      input = new URL(input);
      input.pathname = `${basePath}/index.txt`;
    }
    return nativeFetch(input, init);
  };
}

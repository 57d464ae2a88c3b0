'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { SiteConfig } from '@/lib/site-config';
import { E2ELayoutCrash } from './E2ELayoutCrash';
import {
  getNavigationState,
  getServerNavigationState,
  navigationFinished,
  navigationStarted,
  setSlowNavigationDelay,
  subscribeNavigation,
} from '@/lib/browser/navigation-state';
import { createProgressBar } from '@/lib/browser/progress-bar';
import { loadInFull, watchRouteLoadFailures } from '@/lib/browser/route-load-failure';
import { stripBase } from '@/lib/paths';

type Props = SiteConfig['progressBar'] & {
  /** The spinner and the failure message's texts come from the server: they cost HTML, not JavaScript. */
  spinner: React.ReactNode;
  failure: { title: string; hint: string; retry: string };
};

// A Retry that has not shown the page by then loads it in full. After a failure Next keeps the failed
// page data for 10 s and only retries by a full load, the one that was cancelled to show Retry.
const RETRY_FULL_LOAD_AFTER_MS = 3000;

/**
 * Route loading feedback for client navigations (started by onRouterTransitionStart in
 * instrumentation-client.ts): past `delayMs`, the progress bar and a spinner over the content;
 * if the route failed to load, a message with Retry. Everything ends when the new page is shown.
 */
export function RouteProgress({ delayMs, spinner, failure, ...settings }: Props) {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const pathname = usePathname();
  const router = useRouter();
  // Created once; the bar's code ships with the page, so a slow network cannot delay it.
  const [bar] = useState(() => createProgressBar(settings));

  useEffect(() => setSlowNavigationDelay(delayMs), [delayMs]);

  // Client navigations start after hydration, so the watch starts with the app. Here, not in
  // instrumentation-client.ts: Turbopack gives modules used by both its own chunk.
  useEffect(watchRouteLoadFailures, []);

  // The new page is committed: before it is painted, so it shows at its top, not one frame at the old scroll.
  useLayoutEffect(() => navigationFinished(), [pathname]);

  const loading = state.status === 'loading';
  const slow = loading && state.slow;
  useEffect(() => {
    if (slow) bar.start();
    else if (!loading && bar.isStarted()) bar.done();
  }, [bar, loading, slow]);

  return (
    <>
      {slow && <div className="route-status">{spinner}</div>}
      {state.status === 'failed' && (
        <div className="route-status">
          <div role="alert" className="route-status__box">
            <p className="route-status__title">{failure.title}</p>
            <p>{failure.hint}</p>
            {/* Focused as the message shows, and again when a Retry fails: the reader's link is behind it,
                a whole sidebar away from it in the Tab order. */}
            <button
              type="button"
              className="page-crash-button"
              autoFocus
              onClick={() => {
                const target = new URL(state.url, window.location.href);
                // If the address bar already shows the target, the router committed it without
                // content: only a full load can recover that page.
                if (window.location.pathname === target.pathname) {
                  window.location.reload();
                  return;
                }
                navigationStarted(state.url);
                // state.url is the address as the browser sees it; the router adds the base URL itself.
                router.push((stripBase(target.pathname) ?? target.pathname) + target.search + target.hash);
                setTimeout(() => {
                  const now = getNavigationState();
                  if (now.status !== 'idle' && now.url === state.url) loadInFull(state.url);
                }, RETRY_FULL_LOAD_AFTER_MS);
              }}
            >
              {failure.retry}
            </button>
          </div>
        </div>
      )}
      {/* Test-only crash of the root layout; the condition is inlined at build time, so the default build drops it. */}
      {process.env.NEXT_PUBLIC_TEXTWIDGET_E2E === '1' && <E2ELayoutCrash />}
    </>
  );
}

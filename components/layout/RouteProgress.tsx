'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { SiteConfig } from '@/lib/site-config';
import { Spinner } from '@/components/ui/Spinner';
import { E2ELayoutCrash } from './E2ELayoutCrash';
import {
  getNavigationState,
  getServerNavigationState,
  navigationFinished,
  navigationStarted,
  setSlowNavigationDelay,
  subscribeNavigation,
} from './navigationState';
import { installRouteLoadGuard } from './routeLoadGuard';
import { stripBase } from '@/lib/paths';

type Settings = SiteConfig['progressBar'];

type NProgressModule = typeof import('nprogress');

// nprogress loads when the first slow navigation passes the delay, not with the page (most page views
// never navigate) nor on every click (a prefetched navigation ends before the bar could show, and
// fetching the chunk would compete with rendering the new page).
let nprogress: Promise<NProgressModule> | undefined;
function loadNProgress(settings: Omit<Settings, 'delayMs'>): Promise<NProgressModule> {
  nprogress ??= import('nprogress').then((module) => {
    const NProgress = (module as { default?: NProgressModule }).default ?? module;
    // nprogress 0.2.0 names the trickle increment `trickleRate`.
    NProgress.configure(settings as Parameters<NProgressModule['configure']>[0]);
    return NProgress;
  });
  return nprogress;
}

/**
 * Route loading feedback for client navigations: past `delayMs`, the
 * nprogress bar and a spinner over the content; if the route failed to load,
 * a message with Retry. Everything ends when the new page is shown.
 */
export function RouteProgress({ delayMs, ...settings }: Settings) {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const pathname = usePathname();
  const router = useRouter();
  const { minimum, speed, trickleRate, trickleSpeed, showSpinner } = settings;

  // The page being shown: back/forward changes the address bar before the new page arrives.
  const shownPath = useRef(pathname);

  useEffect(() => setSlowNavigationDelay(delayMs), [delayMs]);

  // Navigations start with a click on a same-site link, or with back/forward.
  useEffect(() => {
    installRouteLoadGuard();
    // State of the entry a plain "#anchor" link leaves (see onHashChange).
    let stateBeforeHashLink: unknown = null;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      stateBeforeHashLink = window.history.state;
      navigationStarted(anchor.href);
    };
    // The browser gives the entry a plain "#anchor" link creates an empty state, and Next's
    // router ignores back/forward to such entries (the wrong page would stay on screen).
    // Give it the state of the page it belongs to.
    const onHashChange = () => {
      const state = stateBeforeHashLink as { __NA?: boolean } | null;
      if (!window.history.state?.__NA && state?.__NA) window.history.replaceState(state, '', window.location.href);
    };
    const onPopState = (event: PopStateEvent) => {
      // Entries the router does not handle (it reloads or ignores them) are not client navigations.
      if (event.state?.__NA) navigationStarted(window.location.href, shownPath.current ?? undefined);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    shownPath.current = pathname;
    navigationFinished();
  }, [pathname]);

  const loading = state.status === 'loading';
  const slow = loading && state.slow;
  useEffect(() => {
    if (!loading) {
      nprogress?.then((NProgress) => NProgress.isStarted() && NProgress.done());
      return;
    }
    if (slow) loadNProgress({ minimum, speed, trickleRate, trickleSpeed, showSpinner }).then((NProgress) => NProgress.start());
  }, [loading, slow, minimum, speed, trickleRate, trickleSpeed, showSpinner]);

  return (
    <>
      {slow && (
        <div className="route-status">
          <Spinner className="route-status__box" />
        </div>
      )}
      {state.status === 'failed' && (
        <div className="route-status">
          <div role="alert" className="route-status__box">
            <p className="route-status__title">This page could not be loaded.</p>
            <p>Check your connection, then try again.</p>
            <button
              type="button"
              className="page-crash-button"
              onClick={() => {
                // If the address bar already shows the target, the router committed it without
                // content: only a full load can recover that page.
                if (window.location.pathname === new URL(state.url, window.location.href).pathname) {
                  window.location.reload();
                  return;
                }
                navigationStarted(state.url);
                // state.url is the address as the browser sees it; the router adds the base URL itself.
                const target = new URL(state.url, window.location.href);
                router.push((stripBase(target.pathname) ?? target.pathname) + target.search + target.hash);
              }}
            >
              Retry
            </button>
          </div>
        </div>
      )}
      {/* Test-only crash of the root layout; the condition is inlined at build time, so the default build drops it. */}
      {process.env.NEXT_PUBLIC_TEXTWIDGET_E2E === '1' && <E2ELayoutCrash />}
    </>
  );
}

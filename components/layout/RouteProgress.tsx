'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { E2ELayoutCrash } from './E2ELayoutCrash';
import {
  getNavigationState,
  getServerNavigationState,
  navigationFinished,
  setSlowNavigationDelay,
  subscribeNavigation,
} from './navigationState';

type Settings = {
  delayMs: number;
  minimum: number;
  speed: number;
  trickleRate: number;
  trickleSpeed: number;
  showSpinner: boolean;
};

type NProgressModule = typeof import('nprogress');

// nprogress loads when the first navigation starts, not with the page: most page views never navigate.
let nprogress: Promise<NProgressModule> | undefined;
function loadNProgress(settings: Omit<Settings, 'delayMs'>): Promise<NProgressModule> {
  nprogress ??= import('nprogress').then((module) => {
    const NProgress = (module as { default?: NProgressModule }).default ?? module;
    // nprogress 0.2.0 names the trickle increment `trickleRate`.
    NProgress.configure(settings as Parameters<NProgressModule["configure"]>[0]);
    return NProgress;
  });
  return nprogress;
}

/** The nprogress bar for client navigations slower than `delayMs`; finishes when the new page is shown. */
export function RouteProgress({ delayMs, ...settings }: Settings) {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const pathname = usePathname();
  const { minimum, speed, trickleRate, trickleSpeed, showSpinner } = settings;

  useEffect(() => setSlowNavigationDelay(delayMs), [delayMs]);

  useEffect(() => {
    navigationFinished();
  }, [pathname]);

  const loading = state.status === 'loading';
  const slow = loading && state.slow;
  useEffect(() => {
    if (!loading) {
      nprogress?.then((NProgress) => NProgress.isStarted() && NProgress.done());
      return;
    }
    const progress = loadNProgress({ minimum, speed, trickleRate, trickleSpeed, showSpinner });
    if (slow) progress.then((NProgress) => NProgress.start());
  }, [loading, slow, minimum, speed, trickleRate, trickleSpeed, showSpinner]);

  // Test-only crash of the root layout; the condition is inlined at build time, so the default build drops it.
  return process.env.NEXT_PUBLIC_TEXTWIDGET_E2E === '1' ? <E2ELayoutCrash /> : null;
}

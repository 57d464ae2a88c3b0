'use client';

import NProgress from 'nprogress';
import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
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

/** The nprogress bar for client navigations slower than `delayMs`; finishes when the new page is shown. */
export function RouteProgress({ delayMs, minimum, speed, trickleRate, trickleSpeed, showSpinner }: Settings) {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const pathname = usePathname();

  useEffect(() => {
    setSlowNavigationDelay(delayMs);
    // nprogress 0.2.0 names the trickle increment `trickleRate`.
    NProgress.configure({ minimum, speed, trickleRate, trickleSpeed, showSpinner } as Partial<NProgress.NProgressOptions>);
  }, [delayMs, minimum, speed, trickleRate, trickleSpeed, showSpinner]);

  useEffect(() => {
    navigationFinished();
  }, [pathname]);

  const slow = state.status === 'loading' && state.slow;
  useEffect(() => {
    if (slow) NProgress.start();
    else if (NProgress.isStarted()) NProgress.done();
  }, [slow]);

  return null;
}

'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import {
  dismissNavigationFailure,
  getNavigationState,
  getServerNavigationState,
  navigationStarted,
  subscribeNavigation,
} from './navigationState';
import './RouteLoadStatus.css';

/** Over the content area: a spinner while a slow route loads, and a Retry message when it failed to load. */
export function RouteLoadStatus() {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const router = useRouter();

  if (state.status === 'loading' && state.slow) {
    return (
      <div className="route-status">
        <Spinner className="route-status__box" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="route-status">
        <div role="alert" className="route-status__box">
          <p className="route-status__title">This page could not be loaded.</p>
          <p>Check your connection, then try again.</p>
          <div className="route-status__actions">
            <button
              type="button"
              className="route-status__button"
              onClick={() => {
                dismissNavigationFailure();
                navigationStarted(state.url);
                router.push(state.url);
              }}
            >
              Retry
            </button>
            <button type="button" className="route-status__secondary" onClick={dismissNavigationFailure}>
              Stay on this page
            </button>
          </div>
        </div>
      </div>
    );
  }
  return null;
}

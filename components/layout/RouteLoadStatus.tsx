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
import styles from './RouteLoadStatus.module.css';

/** Over the content area: a spinner while a slow route loads, and a Retry message when it failed to load. */
export function RouteLoadStatus() {
  const state = useSyncExternalStore(subscribeNavigation, getNavigationState, getServerNavigationState);
  const router = useRouter();

  if (state.status === 'loading' && state.slow) {
    return (
      <div className={styles.overlay}>
        <Spinner className={styles.box} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={styles.overlay}>
        <div role="alert" className={styles.box}>
          <p className={styles.title}>This page could not be loaded.</p>
          <p>Check your connection, then try again.</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                dismissNavigationFailure();
                navigationStarted(state.url);
                router.push(state.url);
              }}
            >
              Retry
            </button>
            <button type="button" className={styles.secondary} onClick={dismissNavigationFailure}>
              Stay on this page
            </button>
          </div>
        </div>
      </div>
    );
  }
  return null;
}

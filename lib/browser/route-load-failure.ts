/**
 * A client navigation whose page data cannot be fetched (network down, file missing): Next logs it
 * and falls back to a full page load of the target (its documented behaviour). That full load is our
 * "reload once" (SPEC §8). Seen through the browser's Navigation API, not through Next: a load of
 * another document that the reader did not start, to the page being navigated to. If that page was
 * already reloaded once this session, or the browser is offline (the full load would replace the page
 * the reader is on with the browser's own error page), the load is cancelled and the Retry message shows instead.
 * Browsers without the Navigation API keep Next's full load.
 */
import { getNavigationState, navigationFailed } from './navigation-state';
import { mayReload } from './route-reload';

/** The part of the Navigation API used here (TypeScript's DOM types do not have it yet). */
type NavigateEvent = Event & {
  userInitiated: boolean;
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; sameDocument: boolean };
};

// Set when the site itself loads a page in full (Retry's last resort): not a failure to catch.
let leaving = false;

/** Loads `url` in full, past the watch below; offline, shows the Retry message again (a full load would show the browser's error page). */
export function loadInFull(url: string) {
  if (!navigator.onLine) return navigationFailed(url);
  leaving = true;
  window.location.assign(url);
}

/** Starts the watch; returns its end. */
export function watchRouteLoadFailures(): () => void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const onNavigate = (event: Event) => {
    const { userInitiated, navigationType, destination } = event as NavigateEvent;
    const state = getNavigationState();
    if (leaving || state.status !== 'loading' || userInitiated || destination.sameDocument || navigationType === 'traverse') return;
    const target = new URL(destination.url);
    const pending = new URL(state.url, window.location.href);
    if (target.origin !== pending.origin || target.pathname !== pending.pathname) return;
    if (navigator.onLine && mayReload(state.url)) return;
    event.preventDefault();
    navigationFailed(state.url);
  };
  navigation?.addEventListener('navigate', onNavigate);
  return () => navigation?.removeEventListener('navigate', onNavigate);
}

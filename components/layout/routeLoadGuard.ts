/**
 * When a client navigation cannot fetch its page data (network down, file
 * missing), Next would log an error and fall back to a full page load. We
 * take over: warn, reload once at the target URL (once per URL per session,
 * so a failing URL cannot loop), and after that show the Retry message.
 */
import { pagePathOfDataUrl } from '@/lib/browser/network';
import { getNavigationState, navigationFailed } from './navigationState';

const ATTEMPT_KEY_PREFIX = 'textwidget.route-reload-attempted:';

function attemptedBefore(path: string): boolean {
  try {
    return window.sessionStorage.getItem(ATTEMPT_KEY_PREFIX + path) === 'true';
  } catch {
    return false;
  }
}

function rememberAttempt(path: string): boolean {
  try {
    window.sessionStorage.setItem(ATTEMPT_KEY_PREFIX + path, 'true');
    return true;
  } catch {
    // Without sessionStorage we cannot guard a reload loop: show the Retry message instead.
    return false;
  }
}

/** Reload at `url` once per session; returns false when that was already tried (caller shows Retry). */
export function reloadOnce(url: string, reason: unknown): boolean {
  const path = new URL(url, window.location.href).pathname;
  if (attemptedBefore(path) || !rememberAttempt(path)) return false;
  console.warn(`Loading ${path} failed during navigation; reloading the page.`, reason);
  window.location.assign(url);
  return true;
}

function isNavigationDataRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.get('rsc') === '1' && !headers.has('next-router-prefetch');
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

let installed = false;

export function installRouteLoadGuard() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!isNavigationDataRequest(input, init)) return originalFetch(input, init);
    try {
      return await originalFetch(input, init);
    } catch (error) {
      // A navigation replaced by a newer one is aborted on purpose: not a failure.
      if (init?.signal?.aborted) throw error;
      const path = pagePathOfDataUrl(urlOf(input));
      // Keep the link's query and #section when reloading there.
      const state = getNavigationState();
      const target = state.status === 'loading' && state.url.split(/[?#]/)[0] === path ? state.url : path;
      if (!reloadOnce(target, error)) navigationFailed(target);
      // Keep Next waiting: the reload or the Retry button takes it from here.
      return new Promise<Response>(() => {});
    }
  };
}

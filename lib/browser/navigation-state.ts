/**
 * Client navigation state shared by the progress bar, the loading spinner and
 * the load-failure message: idle, loading (slow once it passes the delay),
 * or failed. Fed by Next's onRouterTransitionStart (instrumentation-client.ts),
 * RouteProgress (the page shown, from usePathname) and route-load-failure.ts.
 */
import { PAGE_TOP_ID } from '@/lib/dom-ids';
import { normalizePathname } from '@/lib/paths';

export type NavigationState =
  | { status: 'idle' }
  /** `traverse`: Back/Forward, which restores its own scroll position. */
  | { status: 'loading'; url: string; slow: boolean; traverse?: boolean }
  | { status: 'failed'; url: string };

const IDLE: NavigationState = { status: 'idle' };
let state: NavigationState = IDLE;
let slowAfterMs = 200;
let timer: ReturnType<typeof setTimeout> | undefined;
// Address of the page on screen: on back/forward the address bar changes before the new page arrives.
let shownPath: string | undefined;
const listeners = new Set<() => void>();

function update(next: NavigationState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNavigationState(): NavigationState {
  return state;
}

export function getServerNavigationState(): NavigationState {
  return IDLE;
}

export function setSlowNavigationDelay(ms: number) {
  slowAfterMs = ms;
}

/**
 * A navigation to `url` (as the browser requests it) began from the page on screen.
 * Hash links, links to the current page and query-only changes (the /search page
 * updating ?q=) are not page loads: ignored.
 */
export function navigationStarted(url: string, { traverse = false, fromPath = shownPath ?? window.location.pathname } = {}) {
  const target = new URL(url, window.location.href);
  const from = new URL(fromPath, window.location.href);
  const samePage = normalizePathname(target.pathname) === normalizePathname(from.pathname);
  if (samePage) return;
  clearTimeout(timer);
  update({ status: 'loading', url: target.pathname + target.search + target.hash, slow: false, traverse });
  timer = setTimeout(() => {
    if (state.status === 'loading') update({ ...state, slow: true });
  }, slowAfterMs);
}

/**
 * The router shows the page of the address bar. Focus goes to the top of the document, so the next
 * Tab reaches "Skip to main content", as Docusaurus's useSkipToContent does (also on Back/Forward:
 * the followed link left with its page), except for a #section. A page reached by a link starts at its
 * top; Back/Forward restores its own scroll position. Site links navigate without Next's own scroll
 * (SiteLink), which would bring the docs sidebar's top into view instead.
 */
export function navigationFinished() {
  shownPath = window.location.pathname;
  clearTimeout(timer);
  if (state.status !== 'loading') return;
  const { url, traverse } = state;
  update(IDLE);
  if (new URL(url, window.location.href).hash) return;
  document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
  if (!traverse) window.scrollTo({ top: 0, behavior: 'instant' });
}

export function navigationFailed(url: string) {
  clearTimeout(timer);
  update({ status: 'failed', url });
}

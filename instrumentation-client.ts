/**
 * Runs in the browser before the app hydrates (Next's instrumentation-client convention).
 * Navigation feedback starts here: Next calls onRouterTransitionStart for every client navigation
 * (links, router.push, back/forward); RouteProgress ends it when usePathname shows the new page,
 * and watches for route load failures (lib/browser/route-load-failure.ts).
 */
import { markAppStarted } from '@/lib/browser/app-started';
import { navigationStarted } from '@/lib/browser/navigation-state';
import { fetchHomePayloadUnderBase } from '@/lib/browser/next-export-base-root-workaround';
import { repairHashLinkHistoryEntries } from '@/lib/browser/next-history-workaround';
import { handleSkipLink } from '@/lib/browser/skip-link';
import { withBase } from '@/lib/paths';

// The base-URL banner's sign that the app's scripts loaded (lib/head-script-texts.ts).
markAppStarted();
repairHashLinkHistoryEntries();
// A constant per build (lib/paths.ts): the root build drops the call and the module.
const baseUrl = process.env.TEXTWIDGET_BASE_URL || '/';
if (baseUrl !== '/') fetchHomePayloadUnderBase(baseUrl.slice(0, -1));
handleSkipLink();

export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse') {
  // Back/forward passes the address (the bar already shows it); links and router.push the site path.
  const traverse = navigationType === 'traverse';
  navigationStarted(traverse || !url.startsWith('/') ? url : withBase(url), { traverse });
}

// Next.js runs this file in the browser before the app hydrates.
import { navigationStarted } from '@/components/layout/navigationState';
import { installRouteLoadGuard } from '@/components/layout/routeLoadGuard';

installRouteLoadGuard();

/** Every client navigation (link, router.push, back/forward) starts here: progress bar and spinner timing. */
export function onRouterTransitionStart(url: string) {
  navigationStarted(url);
}

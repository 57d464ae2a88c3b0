import { siteConfig } from '@/lib/site-config';
import { Spinner } from '@/components/ui/Spinner';
import { RouteProgress } from './RouteProgress';

/**
 * Feedback for client navigations (RouteProgress): the progress bar, the spinner over a slow page,
 * the message when a page could not be loaded. Its markup and texts are rendered here, on the server.
 */
export function NavigationFeedback() {
  return (
    <RouteProgress
      {...siteConfig.progressBar}
      spinner={<Spinner className="route-status__box" />}
      failure={{ title: 'This page could not be loaded.', hint: 'Check your connection, then try again.', retry: 'Retry' }}
    />
  );
}

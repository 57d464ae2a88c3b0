/**
 * Shown by a control whose code could not be downloaded (useLazyComponent: offline, or a deploy
 * replaced the chunks after the one reload): the reader learns why nothing opened, and what to do.
 */
export function LazyLoadFailure() {
  return (
    <p role="alert" className="lazy-load-failure">
      Part of this page could not be downloaded. Check your connection and try again.
    </p>
  );
}

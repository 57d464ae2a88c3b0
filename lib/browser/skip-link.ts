import { MAIN_CONTENT_ID, PAGE_TOP_ID } from '@/lib/dom-ids';

/**
 * "Skip to main content" and "Scroll back to top" (components/docs/BackToTop.tsx) move focus to
 * their target without following their href, as Docusaurus's do: no "#main-content" or "#top" in
 * the URL, no history entry for Back to undo. Focus scrolls the target into view: <main>, or the
 * region at the top of the page. One listener on the document, set before hydration
 * (instrumentation-client.ts): no component to ship. Without JavaScript the hrefs do the same (both
 * targets have tabindex -1).
 */
export function handleSkipLink(): void {
  document.addEventListener('click', (event) => {
    // A click's target is an element (or the document, which has no closest()).
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`[href="#${MAIN_CONTENT_ID}"],[href="#${PAGE_TOP_ID}"]`);
    const target = !event.defaultPrevented && link && document.querySelector<HTMLElement>(link.hash);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  });
}

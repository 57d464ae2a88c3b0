import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/**
 * "Skip to main content" moves focus to the main content without following its href, as
 * Docusaurus's does: no "#main-content" in the URL, no history entry for Back to undo. One listener
 * on the document, set before hydration (instrumentation-client.ts): no component to ship. Without
 * JavaScript the href does the same (<main> has tabindex -1).
 */
export function handleSkipLink(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const target = event.target.closest(`a[href="#${MAIN_CONTENT_ID}"]`) && document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
}

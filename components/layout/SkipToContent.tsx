import { MAIN_CONTENT_ID, PAGE_TOP_ID } from '@/lib/dom-ids';

/** First focusable element of every page; jumps past the navbar to the main content. */
export function SkipToContent() {
  return (
    // The region is where focus goes after a client navigation (lib/browser/navigation-state.ts), as in Docusaurus.
    <div id={PAGE_TOP_ID} role="region" aria-label="Skip to main content" tabIndex={-1} className="skip-to-content-region">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-to-content">
        Skip to main content
      </a>
    </div>
  );
}

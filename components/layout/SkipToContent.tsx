import { MAIN_CONTENT_ID } from '@/lib/dom-ids';

/** First focusable element of every page; jumps past the navbar to the main content. */
export function SkipToContent() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-to-content">
      Skip to main content
    </a>
  );
}

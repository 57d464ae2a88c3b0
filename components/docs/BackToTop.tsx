import { PAGE_TOP_ID } from '@/lib/dom-ids';

/**
 * Docusaurus's back-to-top button, without JavaScript: a link to the region at the top of every page
 * (the skip link's, focusable), so the keyboard's next Tab reaches the skip link, as after a page
 * change. It shows once the page has scrolled 300 px, through a scroll-driven animation (BackToTop.css).
 */
export function BackToTop() {
  return <a href={`#${PAGE_TOP_ID}`} className="back-to-top" aria-label="Scroll back to top" />;
}

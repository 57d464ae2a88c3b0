import { normalizePathname } from '@/lib/paths';

const GIVE_UP_MS = 10_000;

/**
 * After a search result is chosen: once the page at `url` (a whole URL with its "#section") is on screen,
 * focus goes to the section's element, made focusable until it loses focus, so the next Tab continues
 * from the section, as after following a "#section" link (the browser starts its Tab order there). Not
 * back to the navbar's Search button, a whole sidebar and article away. Gives up after 10 s, or as soon
 * as the reader has focused something else.
 */
export function focusSectionOnArrival(url: string) {
  const target = new URL(url, window.location.href);
  const id = decodeURIComponent(target.hash.slice(1));
  // A page's top: the navigation gives it focus (navigationFinished).
  if (!id) return;
  const giveUp = performance.now() + GIVE_UP_MS;
  // Focused as the dialog closes (the element the browser gives focus back to, perhaps in the mobile menu,
  // which then closes too): waiting. Any other element focused since: the reader's choice.
  const closing = document.activeElement;
  const step = () => {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused !== closing) return;
    // The address changes with the page on screen (Next commits both at once): before, the id may be the old page's.
    const section = normalizePathname(window.location.pathname) === normalizePathname(target.pathname) ? document.getElementById(id) : null;
    if (section && !section.hasAttribute('tabindex')) {
      section.tabIndex = -1;
      section.addEventListener('blur', () => section.removeAttribute('tabindex'), { once: true });
    }
    section?.focus({ preventScroll: true });
    // Not there yet, or inert behind a modal still closing (the mobile menu): next frame.
    if (document.activeElement !== section && performance.now() < giveUp) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

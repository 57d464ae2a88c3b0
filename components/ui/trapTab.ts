/** What a keyboard user can reach inside a modal: visible, enabled controls in tab order. */
const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog): from the last
 * control Tab goes to the first, and back. Call from the container's keydown.
 */
export function trapTab(event: React.KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null && getComputedStyle(element).visibility !== 'hidden',
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * Collapse animation duration from the content height, Docusaurus's formula:
 * c = h / 36, duration = round((4 + 15 * c^0.25 + c / 5) * 10) ms.
 * With reduced motion it is 1 ms (0 would skip the transitionend event).
 */
export function collapseDurationMs(height: number, prefersReducedMotion = false): number {
  if (prefersReducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

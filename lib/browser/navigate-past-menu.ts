/**
 * A control over the open mobile menu (the search dialog) navigates through it: the menu closes
 * first, dropping the history entry it added, then navigates, as a link inside it does. Otherwise
 * the menu stayed open over a section of the same page, and left a dead entry under a new page.
 */
const NAVIGATE_PAST_MENU = 'textwidget:navigate-past-menu';

/** Asks the open mobile menu to navigate to `route`; false when no menu is open, and the caller navigates. */
export function navigateThroughOpenMenu(route: string): boolean {
  return !window.dispatchEvent(new CustomEvent(NAVIGATE_PAST_MENU, { cancelable: true, detail: route }));
}

/** While the menu is open: takes each such navigation (to a route). Returns the listener's removal. */
export function onNavigatePastMenu(navigate: (route: string) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    navigate((event as CustomEvent<string>).detail);
  };
  window.addEventListener(NAVIGATE_PAST_MENU, listener);
  return () => window.removeEventListener(NAVIGATE_PAST_MENU, listener);
}

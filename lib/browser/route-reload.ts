/**
 * A page that cannot load during a client navigation (its data or a script chunk failed), or a
 * component whose code cannot be downloaded online (a new deploy replaced the chunks), gets one
 * full page load at its URL, with a warning (SPEC §8); once per URL per session, so a failing URL
 * cannot loop: after that the reader gets the Retry message instead.
 */
const ATTEMPT_KEY_PREFIX = 'textwidget.route-reload-attempted:';

/**
 * Whether `url` may be loaded in full now; if so, the attempt is remembered and the warning logged,
 * and the caller (or Next) does the load. False when it was tried before or cannot be remembered.
 */
export function mayReload(url: string, reason?: unknown): boolean {
  const path = new URL(url, window.location.href).pathname;
  try {
    if (window.sessionStorage.getItem(ATTEMPT_KEY_PREFIX + path) === 'true') return false;
    window.sessionStorage.setItem(ATTEMPT_KEY_PREFIX + path, 'true');
  } catch {
    // Without sessionStorage a reload loop cannot be ruled out: show the Retry message instead.
    return false;
  }
  console.warn(`Loading ${path} failed; reloading the page.`, ...(reason === undefined ? [] : [reason]));
  return true;
}

/**
 * Reloads the current page once per session (see mayReload); false when the caller should offer Retry.
 * A reload, not a new load of the URL: the browser keeps the reader's scroll position.
 */
export function reloadOnce(reason: unknown): boolean {
  if (!mayReload(window.location.href, reason)) return false;
  window.location.reload();
  return true;
}

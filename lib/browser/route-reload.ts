/**
 * A page that cannot load during a client navigation (its data or a script chunk failed) gets one
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
  console.warn(`Loading ${path} failed during navigation; reloading the page.`, ...(reason === undefined ? [] : [reason]));
  return true;
}

/** Loads `url` in full once per session (see mayReload); false when the caller should offer Retry. */
export function reloadOnce(url: string, reason: unknown): boolean {
  if (!mayReload(url, reason)) return false;
  window.location.assign(url);
  return true;
}

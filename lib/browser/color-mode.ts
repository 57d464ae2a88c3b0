/**
 * The colour mode in the browser, as Docusaurus keeps it: `html[data-theme]` and `color-scheme`,
 * set before the first paint by ColorModeScript (components/theme/) and by the toggle afterwards;
 * the reader's choice saved under `storageKeys.theme`. No React here.
 */
export type ColorMode = 'light' | 'dark';

/** The stored choice, or null for none (or anything else, such as next-themes' former "system"). */
export function parseColorMode(value: string | null): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * Turns transitions off while the colours switch, so every element changes at once. The page's
 * Content-Security-Policy allows exactly this <style> text (lib/postbuild/csp.ts hashes it).
 */
export const TRANSITIONS_OFF_CSS = '*,*::before,*::after{transition:none!important}';

/** Shows `mode` on the page (saving it is the caller's choice). */
export function applyColorMode(mode: ColorMode) {
  const style = document.createElement('style');
  style.textContent = TRANSITIONS_OFF_CSS;
  document.head.append(style);
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  // Apply the new colours with transitions off, then let transitions run again.
  void window.getComputedStyle(document.body).opacity;
  setTimeout(() => style.remove(), 1);
}

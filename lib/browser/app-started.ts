/**
 * The sign that the app's own scripts run: set on window by instrumentation-client.ts, read by the
 * base-URL banner's head script (lib/head-script-texts.ts). Apart from lib/dom-ids.ts
 * because only Next's main chunk uses it: a module shared with the layout's chunk gets a chunk
 * (and a request) of its own.
 */
export const APP_STARTED_GLOBAL = '__textwidgetAppStarted';

export function markAppStarted() {
  (window as unknown as Record<string, boolean>)[APP_STARTED_GLOBAL] = true;
}

/** DOM hooks shared by server markup, head scripts, CSS and client leaves. */
export const MAIN_CONTENT_ID = 'main-content';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
/** Set on window by instrumentation-client.ts once the app's scripts run; read by the base-URL banner. */
export const APP_STARTED_GLOBAL = '__textwidgetAppStarted';
/** Set on window by the after-paint loader (lib/postbuild/after-paint-scripts.ts) once the app's scripts settled. */
export const SETTLED_GLOBAL = '__appScriptsSettled';

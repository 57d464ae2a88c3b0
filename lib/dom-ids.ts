/** DOM hooks shared by server markup, head scripts, CSS and client leaves. */
export const MAIN_CONTENT_ID = 'main-content';
/** The region around the skip link, focused after a client navigation to a new page; Back to top's target. */
export const PAGE_TOP_ID = 'top';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
/** Set on window by the after-paint loader (lib/postbuild/after-paint-scripts.ts) once the app's scripts settled. */
export const SETTLED_GLOBAL = '__appScriptsSettled';

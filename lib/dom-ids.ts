/** DOM hooks shared by server markup, head scripts, CSS and client leaves. */
export const MAIN_CONTENT_ID = 'main-content';
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

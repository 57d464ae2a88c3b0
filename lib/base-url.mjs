// @ts-check
// The base URL the site is served from ("/" or a sub-path such as "/textwidget/").
// Plain .mjs because next.config.mjs (Node, no TypeScript) reads it for Next's
// basePath, and lib/site-config.ts re-exports it as siteConfig.baseUrl.

/** Where the site is served from. Edit here, or override at build time with TEXTWIDGET_BASE_URL=/textwidget/. */
const DEFAULT_BASE_URL = '/';

/**
 * "/textwidget" or "/textwidget/" → "/textwidget/"; "" or undefined → "/".
 * @param {string | undefined} value
 * @returns {string}
 */
export function normalizeBaseUrl(value) {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '/') return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || /[?#\s\\]/.test(raw) || raw.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(
      `Invalid base URL "${raw}": it must be a path that starts with "/", such as "/" or "/textwidget/" ` +
        '(no host, query, hash, "." or ".." segments). Fix TEXTWIDGET_BASE_URL or DEFAULT_BASE_URL in lib/base-url.mjs.',
    );
  }
  return raw.endsWith('/') ? raw : `${raw}/`;
}

/** The base URL of this build. */
export const baseUrl = normalizeBaseUrl(process.env.TEXTWIDGET_BASE_URL || DEFAULT_BASE_URL);

/**
 * Next's basePath: the base URL without its trailing slash ("" for "/").
 * @param {string} base
 */
export function basePathOf(base) {
  return base === '/' ? '' : base.replace(/\/$/, '');
}

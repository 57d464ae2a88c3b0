import { stripBase, withBase } from '../paths';

/**
 * `import useBaseUrl from '@docusaurus/useBaseUrl'` in a Docusaurus doc (alias in next.config.mjs), as
 * Docusaurus's: a site path gets the base URL; URLs with a scheme, "//…", anchors and paths already
 * under the base URL are returned as they are. A plain function: it runs where the doc renders, at build time.
 */
export default function useBaseUrl(url: string): string {
  if (url === '' || /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)) return url;
  const sitePath = url.startsWith('/') ? url : `/${url}`;
  return stripBase(sitePath) === null ? withBase(sitePath) : sitePath;
}

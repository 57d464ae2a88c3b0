/**
 * "/installation.html", "/installation/index.html" and "/index.html" are the
 * same pages as "/installation" and "/": strip the suffix (SPEC §2).
 */
export function normalizePathname(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

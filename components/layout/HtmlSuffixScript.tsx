/**
 * Blocking <head> script: "/installation.html" and "/installation/index.html"
 * show as "/installation" in the address bar before the app starts, so the
 * router, sidebar, breadcrumbs and TOC all see the clean path (SPEC §2).
 * Same rule as lib/paths.ts normalizePathname.
 */
export function HtmlSuffixScript() {
  const code = `(function(){var l=window.location,p=l.pathname,c=/\\/index\\.html$/.test(p)?p.slice(0,-11)||'/':/\\.html$/.test(p)?p.slice(0,-5):p;if(c!==p)history.replaceState(history.state,'',c+l.search+l.hash);})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

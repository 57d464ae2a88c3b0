/**
 * Blocking <head> script: "/installation.html" and "/installation/index.html"
 * show as "/installation" in the address bar before the app starts, so the
 * router, sidebar, breadcrumbs and TOC all see the clean path (SPEC §2).
 * Same rule as lib/paths.ts normalizePathname.
 */
export function HtmlSuffixScript() {
  const code = `(function(){var l=window.location,p=l.pathname,c=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(c.length>1&&c.slice(-1)==='/')c=c.slice(0,-1);if(c!==p)history.replaceState(history.state,'',(c||'/')+l.search+l.hash);})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

/**
 * Blocking <head> script: "/installation.html" and "/installation/index.html"
 * show as "/installation" in the address bar before the app starts, so the
 * router, sidebar, breadcrumbs and TOC all see the clean path (SPEC §2).
 * Only these two suffixes: a trailing slash is left alone, so the base URL
 * check (BaseUrlIssueBanner) still sees "/docs/" as a folder.
 */
export function HtmlSuffixScript() {
  const code = `(function(){var l=window.location,p=l.pathname,c=/\\/index\\.html$/.test(p)?p.slice(0,-11)||'/':/\\.html$/.test(p)?p.slice(0,-5):p;if(c!==p)history.replaceState(history.state,'',c+l.search+l.hash);})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

import { scriptLiteral } from '@/lib/inline-script';
import { siteConfig } from '@/lib/site-config';
import { APP_STARTED_GLOBAL } from '@/lib/dom-ids';
import { SETTLED_GLOBAL } from '@/lib/postbuild/after-paint-scripts';

/**
 * Plain inline script, independent of the app's JavaScript: if the page is
 * served under a path that doesn't match the configured base URL, its scripts
 * and styles 404, the app never starts, and the reader would see a broken
 * page. Then it shows a banner that says so and suggests a base URL.
 */
export function BaseUrlIssueBanner() {
  const baseUrl = siteConfig.baseUrl;
  // The app's scripts start after the first paint (lib/postbuild/after-paint-scripts.ts), so the
  // page's load event can come before them: the check waits until they have loaded or failed.
  const code = `(function(){
var baseUrl=${scriptLiteral(baseUrl)};
var path=window.location.pathname;
var href=window.location.href;
function check(){
  if(window.${APP_STARTED_GLOBAL})return;
  var suggested=path.slice(-1)==='/'?path:path.slice(0,path.lastIndexOf('/')+1);
  if(suggested===baseUrl)return;
  var banner=document.createElement('div');
  banner.id='base-url-issue-banner';
  banner.setAttribute('role','alert');
  banner.style.cssText='border:3px solid #a4262c;background:#fde7e9;color:#1c1e21;padding:1rem 1.5rem;margin:1rem;font:16px/1.5 system-ui,sans-serif;';
  var title=document.createElement('p');title.style.cssText='font-weight:bold;margin:0 0 .5rem';
  title.textContent='Your site did not load properly.';
  var reason=document.createElement('p');reason.style.margin='0 0 .5rem';
  reason.textContent='A very common reason is a wrong base URL configuration. This page is at '+href+'.';
  var current=document.createElement('p');current.style.margin='0 0 .5rem';
  current.textContent='Current configured baseUrl = '+baseUrl+(baseUrl==='/'?' (default value)':'');
  var suggestion=document.createElement('p');suggestion.style.margin='0';
  suggestion.textContent='We suggest trying baseUrl = '+suggested;
  banner.append(title,reason,current,suggestion);
  document.body.prepend(banner);
}
window.addEventListener('load',function(){Promise.resolve(window.${SETTLED_GLOBAL}).then(check);});
})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

import { inlineScript, showBaseUrlIssueBanner } from '@/lib/browser/head-scripts';
import { APP_STARTED_GLOBAL } from '@/lib/browser/app-started';
import { siteConfig } from '@/lib/site-config';
import { SETTLED_GLOBAL } from '@/lib/postbuild/after-paint-scripts';

/** <head> script: a banner when the site is served under another base URL than configured (lib/browser/head-scripts.ts). */
export function BaseUrlIssueBanner() {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(showBaseUrlIssueBanner, siteConfig.baseUrl, SETTLED_GLOBAL, APP_STARTED_GLOBAL) }} />;
}

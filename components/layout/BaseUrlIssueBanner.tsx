import { baseUrlIssueBannerScript } from '@/lib/head-script-texts';

/** <head> script: a banner when the site is served under another base URL than configured (lib/browser/head-scripts.ts). */
export function BaseUrlIssueBanner() {
  return <script dangerouslySetInnerHTML={{ __html: baseUrlIssueBannerScript() }} />;
}

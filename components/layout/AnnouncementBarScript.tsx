import { siteConfig } from '@/lib/site-config';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '@/lib/dom-ids';

/**
 * Blocking <head> script: decides before the body paints whether the reader
 * dismissed this announcement (same id), so the bar never flashes or jumps.
 * A new bar id resets the stored dismissal.
 */
export function AnnouncementBarScript() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  const { announcementDismiss, announcementId } = siteConfig.storageKeys;
  const code = `(function(){var d=false;try{var s=window.localStorage,v=${JSON.stringify(bar.id)};if(s.getItem(${JSON.stringify(announcementId)})!==v){s.setItem(${JSON.stringify(announcementId)},v);s.removeItem(${JSON.stringify(announcementDismiss)});}else{d=s.getItem(${JSON.stringify(announcementDismiss)})==='true';}}catch(e){}document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d));})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

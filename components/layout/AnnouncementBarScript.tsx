import { scriptLiteral } from '@/lib/inline-script';
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
  const code = `(function(){var d=false;try{var s=window.localStorage,v=${scriptLiteral(bar.id)};if(s.getItem(${scriptLiteral(announcementId)})!==v){s.setItem(${scriptLiteral(announcementId)},v);s.removeItem(${scriptLiteral(announcementDismiss)});}else{d=s.getItem(${scriptLiteral(announcementDismiss)})==='true';}}catch(e){}document.documentElement.setAttribute(${scriptLiteral(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},String(d));})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

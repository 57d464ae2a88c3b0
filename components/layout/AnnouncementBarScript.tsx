import { inlineScript, markAnnouncementDismissed } from '@/lib/browser/head-scripts';
import { siteConfig } from '@/lib/site-config';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '@/lib/dom-ids';

/** Blocking <head> script: hides a dismissed announcement bar before the body paints (lib/browser/head-scripts.ts). */
export function AnnouncementBarScript() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  const { announcementDismiss, announcementId } = siteConfig.storageKeys;
  const code = inlineScript(markAnnouncementDismissed, bar.id, announcementId, announcementDismiss, ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

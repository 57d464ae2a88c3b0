import { announcementBarScript } from '@/lib/head-script-texts';

/** Blocking <head> script: hides a dismissed announcement bar before the body paints (lib/head-script-texts.ts). */
export function AnnouncementBarScript() {
  const code = announcementBarScript();
  return code && <script dangerouslySetInnerHTML={{ __html: code }} />;
}

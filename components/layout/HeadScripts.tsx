import { AnnouncementBarScript } from './AnnouncementBarScript';
import { BaseUrlIssueBanner } from './BaseUrlIssueBanner';
import { HtmlSuffixScript } from './HtmlSuffixScript';
import { ColorModeScript } from '@/components/theme/ColorModeScript';
import { ShortcutHintScript } from '@/components/search/ShortcutHintScript';

/**
 * The blocking <head> scripts, under `next dev` only. In a build, the post-build step writes the
 * same scripts (lib/head-script-texts.ts) into each page's <head>, so they are not serialized again
 * into every copy of every page's payload (React 19 hydrates <head> past scripts it did not render).
 */
export function HeadScripts() {
  if (process.env.NODE_ENV !== 'development') return null;
  return (
    <>
      <ColorModeScript />
      <AnnouncementBarScript />
      <BaseUrlIssueBanner />
      <HtmlSuffixScript />
      <ShortcutHintScript />
    </>
  );
}

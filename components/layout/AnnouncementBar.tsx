import { siteConfig } from '@/lib/site-config';
import { CloseIcon } from '@/components/icons/Icons';
import { AnnouncementBarCloseButton } from './AnnouncementBarCloseButton';

/** The announcement strip above the navbar. Hidden before paint for readers who dismissed it (see announcementBarScript in lib/head-script-texts.ts). */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-bar="">
      <div className="announcement-bar__content">{bar.content}</div>
      {bar.isCloseable && (
        <AnnouncementBarCloseButton className="announcement-bar__close" aria-label="Close" title="Close" dismissKey={siteConfig.storageKeys.announcementDismiss}>
          <CloseIcon small />
        </AnnouncementBarCloseButton>
      )}
    </div>
  );
}

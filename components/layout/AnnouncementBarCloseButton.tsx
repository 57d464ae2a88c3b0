'use client';

import { createStorageSlot } from '@/lib/browser/storage';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '@/lib/dom-ids';

/** Dismisses the announcement bar and remembers it. The bar's visibility is the html attribute, read by CSS. */
type Props = { dismissKey: string; icon: React.ReactNode; className?: string };

export function AnnouncementBarCloseButton({ dismissKey, icon, className }: Props) {
  return (
    <button
      type="button"
      className={className}
      aria-label="Close"
      title="Close"
      onClick={() => {
        document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
        createStorageSlot(dismissKey).set('true');
        // The page's one <main> (MainContent), the skip link's target.
        document.querySelector('main')?.focus();
      }}
    >
      {icon}
    </button>
  );
}

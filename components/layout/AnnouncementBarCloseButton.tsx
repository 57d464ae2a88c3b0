'use client';

import { useEffect } from 'react';
import { createStorageSlot } from '@/lib/storage';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, MAIN_CONTENT_ID } from '@/lib/dom-ids';

/** Dismisses the announcement bar and remembers it. The bar's visibility is the html attribute, read by CSS. */
export function AnnouncementBarCloseButton({ dismissKey, className }: { dismissKey: string; className?: string }) {
  useEffect(() => {
    // The head script already decided before paint; this read only surfaces a storage warning if storage is unusable.
    createStorageSlot(dismissKey).get();
  }, [dismissKey]);

  return (
    <button
      type="button"
      className={className}
      aria-label="Close"
      title="Close"
      onClick={() => {
        document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
        createStorageSlot(dismissKey).set('true');
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
        <path stroke="currentColor" strokeWidth="1.6" d="M1 1l13 13M14 1L1 14" />
      </svg>
    </button>
  );
}

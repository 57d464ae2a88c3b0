'use client';

import { createStorageSlot } from '@/lib/browser/storage';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, PAGE_TOP_ID } from '@/lib/dom-ids';

/**
 * Dismisses the announcement bar and remembers it. The bar's visibility is the html attribute, read by CSS.
 * Its name, title and class come from the server (AnnouncementBar): they cost HTML, not JavaScript.
 */
type Props = Omit<React.ComponentProps<'button'>, 'onClick' | 'type'> & { dismissKey: string };

export function AnnouncementBarCloseButton({ dismissKey, ...props }: Props) {
  return (
    <button
      type="button"
      {...props}
      onClick={() => {
        document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
        createStorageSlot(dismissKey).set('true');
        // With the button gone, focus goes to the top of the page (the skip link's region, as after a
        // navigation): the next Tab reaches the skip link, then the navbar, as on a fresh page.
        document.getElementById(PAGE_TOP_ID)?.focus();
      }}
    />
  );
}

'use client';

import { useId, useState } from 'react';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';

/**
 * "On this page" above the article on narrow screens: collapsed until opened; a followed link closes it.
 * The label and chevron come from the server, so they cost HTML, not JavaScript.
 */
export function MobileToc({ label, chevron, children }: { label: string; chevron: React.ReactNode; children: React.ReactNode }) {
  const [collapsed, setCollapsed] = useState(true);
  const [initialStyle] = useState(() => collapsedStyle(true));
  const ref = useCollapsible<HTMLDivElement>(collapsed);
  const contentId = useId();

  return (
    <div className="mobile-toc">
      <button
        type="button"
        className="mobile-toc__button"
        aria-expanded={!collapsed}
        aria-controls={contentId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {label}
        {chevron}
      </button>
      <div
        id={contentId}
        className="mobile-toc__content"
        ref={ref}
        style={initialStyle}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setCollapsed(true)}
      >
        <nav aria-label={label}>{children}</nav>
      </div>
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import './MobileToc.css';

/** "On this page" above the article on narrow screens: collapsed until opened; a followed link closes it. */
export function MobileToc({ children }: { children: React.ReactNode }) {
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
        On this page
        <svg className="mobile-toc__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <div
        id={contentId}
        className="mobile-toc__content"
        ref={ref}
        style={initialStyle}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setCollapsed(true)}
      >
        <nav aria-label="On this page">{children}</nav>
      </div>
    </div>
  );
}

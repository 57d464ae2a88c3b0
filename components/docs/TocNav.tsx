'use client';

import { useId, useState } from 'react';
import { collapsedStyle, useCollapsible } from '@/components/ui/useCollapsible';
import { useActiveTocLink } from './useActiveTocLink';

type Props = {
  label: string;
  chevron: React.ReactNode;
  /** The desktop heading (the toggle stands in for it on narrow screens). */
  heading: React.ReactNode;
  children: React.ReactNode;
};

/**
 * The page's one "On this page" navigation, laid out by CSS for both widths (TableOfContents.css):
 * a column beside the article on desktop; above it on narrow screens, collapsed until its button
 * opens it (a followed link closes it). One copy in the HTML, so a reader without CSS meets it once.
 * The link of the heading being read is marked (useActiveTocLink).
 * The label, chevron and heading come from the server, so they cost HTML, not JavaScript.
 */
export function TocNav({ label, chevron, heading, children }: Props) {
  const [collapsed, setCollapsed] = useState(true);
  const [initialStyle] = useState(() => collapsedStyle(true));
  const ref = useCollapsible<HTMLDivElement>(collapsed);
  useActiveTocLink(ref);
  const contentId = useId();

  return (
    <nav aria-label={label} className="toc">
      <button
        type="button"
        className="toc__toggle"
        aria-expanded={!collapsed}
        aria-controls={contentId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {label}
        {chevron}
      </button>
      {heading}
      <div
        id={contentId}
        className="toc__content"
        ref={ref}
        style={initialStyle}
        onClick={(event) => (event.target as HTMLElement).closest('a') && setCollapsed(true)}
      >
        {children}
      </div>
    </nav>
  );
}

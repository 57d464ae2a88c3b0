'use client';

import { useState } from 'react';
import { useCollapsible } from '@/components/ui/useCollapsible';

type Props = React.ComponentProps<'details'> & { summary: React.ReactNode };

/**
 * <details> that animates open and closed (shared collapsible hook, 1 ms with reduced
 * motion), as Docusaurus's Details. Without JavaScript it is a native <details>.
 */
export function DetailsClient({ summary, children, open: initiallyOpen, ...props }: Props) {
  const [open, setOpen] = useState(Boolean(initiallyOpen));
  const [collapsed, setCollapsed] = useState(!initiallyOpen);
  // Stay open while the content slides shut; close the element at the end.
  const ref = useCollapsible<HTMLDivElement>(collapsed, (nowCollapsed) => nowCollapsed && setOpen(false));

  function expand() {
    setOpen(true);
    setCollapsed(false);
  }

  return (
    <details
      {...props}
      open={open}
      data-collapsed={collapsed}
      className="details"
      onClick={(event) => {
        const target = event.target as Element;
        // Only this element's own summary (not a nested <details>, not the content).
        if (!target.closest('summary') || target.closest('details') !== event.currentTarget) return;
        event.preventDefault();
        if (collapsed) expand();
        else setCollapsed(true);
      }}
      // Opened by the browser itself (find in page): follow it.
      onToggle={(event) => event.currentTarget.open && collapsed && expand()}
    >
      {summary}
      <div ref={ref}>
        <div className="details-content">{children}</div>
      </div>
    </details>
  );
}

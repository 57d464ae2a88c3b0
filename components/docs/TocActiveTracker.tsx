'use client';

import { useEffect, useRef } from 'react';

/**
 * Marks the TOC link of the heading being read (the last heading scrolled
 * past the navbar). Renders nothing: it updates the server-rendered links.
 */
export function TocActiveTracker({ activeClassName }: { activeClassName: string }) {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const nav = marker.current?.closest('nav');
    if (!nav) return;
    const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]'));
    const headings = links
      .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
      .filter((heading): heading is HTMLElement => heading !== null);

    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('nav[aria-label="Main"]');
      const offset = (navbar?.getBoundingClientRect().bottom ?? 60) + 16;
      let active = headings.find((heading, index) => {
        const next = headings[index + 1];
        return heading.getBoundingClientRect().top <= offset && (!next || next.getBoundingClientRect().top > offset);
      });
      // Before the first heading, nothing is active; at the very bottom, the last one is.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = headings.at(-1);
      for (const link of links) {
        const isActive = active !== undefined && link.hash === `#${encodeURIComponent(active.id)}`;
        link.classList.toggle(activeClassName, isActive);
        if (isActive) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [activeClassName]);

  return <span ref={marker} hidden />;
}

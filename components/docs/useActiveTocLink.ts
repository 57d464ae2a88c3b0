'use client';

import { useEffect } from 'react';

/**
 * Marks the TOC link (under `list`) of the heading being read (the last heading
 * scrolled past the navbar) with aria-current, which the CSS styles. It updates
 * the server-rendered links.
 */
export function useActiveTocLink(list: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const links = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]') ?? []);
    // The first <nav> of the page is the navbar.
    const navbar = document.querySelector('nav');

    let frame = 0;
    const update = () => {
      frame = 0;
      // A heading is being read once it has passed just under the navbar.
      const line = (navbar?.getBoundingClientRect().bottom ?? 0) + 16;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let active: HTMLAnchorElement | undefined;
      for (const link of links) {
        const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
        if (atBottom || (heading && heading.getBoundingClientRect().top <= line)) active = link;
      }
      for (const link of links) {
        if (link === active) link.setAttribute('aria-current', 'location');
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
  }, [list]);
}

'use client';

import { useEffect } from 'react';

/**
 * Marks the TOC link (under `list`) of the section being read with aria-current, which the CSS
 * styles, as Docusaurus's useTOCHighlight picks it: the first heading below the navbar if it is in
 * the top half of the window (the page's first section at the top of the page too), else the one
 * before it; at the bottom of the page, the last. It updates the server-rendered links.
 */
export function useActiveTocLink(list: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const links = Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-toc-link]') ?? []);
    // The first <nav> of the page is the navbar.
    const navbar = document.querySelector('nav');

    let frame = 0;
    const update = () => {
      frame = 0;
      const line = navbar?.getBoundingClientRect().bottom ?? 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const tops = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))?.getBoundingClientRect().top);
      const next = tops.findIndex((top) => top !== undefined && top >= line);
      let active: HTMLAnchorElement | undefined;
      if (atBottom || next === -1) active = links.at(-1);
      else if (tops[next]! < window.innerHeight / 2) active = links[next];
      else active = links[next - 1];
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

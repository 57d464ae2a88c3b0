'use client';

import { useLayoutEffect, useRef } from 'react';
import { collapseDurationMs } from '@/lib/browser/collapse';

/** Inline style for the first render, so collapsed content is hidden from the first paint. */
export function collapsedStyle(collapsed: boolean): React.CSSProperties | undefined {
  return collapsed ? { height: 0, overflow: 'hidden', visibility: 'hidden' } : undefined;
}

/**
 * Animates an element's height between 0 and its content height whenever
 * `collapsed` changes (the element may mount as it first expands). Collapsed
 * content is also `visibility: hidden`, so its links leave the tab order and
 * the accessibility tree.
 */
export function useCollapsible<T extends HTMLElement>(collapsed: boolean) {
  const ref = useRef<T>(null);
  const mounted = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // Nothing to animate on mount. An element rendered only from the first expand on (mounted with
    // the collapsed style) animates open from 0.
    const first = !mounted.current;
    mounted.current = true;
    if (!element || first) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = element.scrollHeight;
    const duration = collapseDurationMs(height, reducedMotion);

    element.style.overflow = 'hidden';
    element.style.visibility = '';
    element.style.height = collapsed ? `${height}px` : '0px';
    void element.offsetHeight; // commit the start height before animating
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.style.height = collapsed ? '0px' : `${height}px`;

    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      element.style.transition = '';
      if (collapsed) {
        element.style.visibility = 'hidden';
      } else {
        element.style.height = '';
        element.style.overflow = '';
      }
    };
    element.addEventListener('transitionend', finish, { once: true });
    // transitionend never fires in a hidden tab; don't get stuck half open.
    const timer = window.setTimeout(finish, duration + 100);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('transitionend', finish);
      finish();
    };
  }, [collapsed]);

  return ref;
}

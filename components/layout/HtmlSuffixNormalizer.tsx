'use client';

import { useEffect } from 'react';
import { normalizePathname } from '@/lib/paths';

/** "/installation.html" and "/installation/index.html" show as "/installation" in the address bar (SPEC §2). */
export function HtmlSuffixNormalizer() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const clean = normalizePathname(pathname);
    if (clean !== pathname) window.history.replaceState(window.history.state, '', clean + search + hash);
  }, []);
  return null;
}

'use client';

/**
 * A page that throws: the message inside the normal layout (navbar, footer, and here the sidebar).
 * Every boundary re-exports PageCrash, which the root layout's chunk holds
 * (components/layout/shared-chunk-workaround.ts), so no route downloads it twice.
 */
export { PageCrash as default } from '@/components/layout/PageCrash';

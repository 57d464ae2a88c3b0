'use client';

// The crash message inside the normal layout, as on docs pages (app/(docs)/error.tsx).
export { PageCrash as default } from '@/components/layout/PageCrash';

'use client';

import './globals.css';

// The root layout's boundary; its code sits in the root layout's chunk (components/layout/shared-chunk-workaround.ts).
export { GlobalError as default } from '@/components/layout/GlobalError';

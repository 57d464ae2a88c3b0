'use client';

// Test-only route (e2e build): the crash message beside the docs sidebar, as on docs pages.
export { default } from '../[[...slug]]/error';

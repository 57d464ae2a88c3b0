'use client';

// The crash message inside the normal layout, as on docs pages.
export { default } from '../(docs)/error';

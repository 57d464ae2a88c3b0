'use client';

// The crash message inside the normal layout, as on other pages without the docs layout.
export { default } from '../markdown-page/error';

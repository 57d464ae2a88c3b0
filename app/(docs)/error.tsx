'use client';

// The same boundary inside the docs layout, so the sidebar keeps working around the message.
// Re-exported, not copied: one chunk serves both.
export { default } from '../error';

'use client';

// The same boundary inside the docs layout, so the sidebar keeps working around the message.
// Re-exported, not copied (Turbopack still emits one small chunk per boundary).
export { default } from '../error';

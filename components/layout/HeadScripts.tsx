import { headScripts } from '@/lib/head-script-texts';

/**
 * The blocking <head> scripts (lib/head-script-texts.ts), under `next dev` only. In a build, the
 * post-build step writes the same list into each page's <head>, so they are not serialized again
 * into every copy of every page's payload (React 19 hydrates <head> past scripts it did not render).
 */
export function HeadScripts() {
  if (process.env.NODE_ENV !== 'development') return null;
  // A fixed list, never reordered: its index is a stable key.
  return headScripts().map((code, index) => <script key={index} dangerouslySetInnerHTML={{ __html: code }} />);
}

import { shortcutHintScript } from '@/lib/head-script-texts';

/** Blocking <head> script: Apple devices see ⌘ K instead of Ctrl K on the search button, from the first paint. */
export function ShortcutHintScript() {
  return <script dangerouslySetInnerHTML={{ __html: shortcutHintScript() }} />;
}

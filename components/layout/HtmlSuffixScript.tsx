import { htmlSuffixScript } from '@/lib/head-script-texts';

/** Blocking <head> script: "/installation.html" shows as "/installation" before the app starts (lib/browser/head-scripts.ts). */
export function HtmlSuffixScript() {
  return <script dangerouslySetInnerHTML={{ __html: htmlSuffixScript() }} />;
}

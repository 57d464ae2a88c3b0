/**
 * Works around next-themes 0.4.6 always rendering its no-flash `<script>` (pacocoursey/next-themes#385;
 * the fix proposed upstream, #386, only stops it on the client). This site's colour mode head script
 * (lib/head-script-texts.ts) already applied the mode before the first paint, so
 * components/theme/ColorModeProvider.tsx renders next-themes' script as an inert data block
 * (`type="text/plain"`). Its text still weighed 530 B (250 B gzipped) in every page's HTML, read by
 * no one: this step empties it. The element stays, so React hydrates the same tree; next-themes
 * renders it with `suppressHydrationWarning`, under which React leaves differing content as it is
 * (React's documented rule). tests/lib/next-themes-script.test.tsx fails once next-themes renders no
 * script: delete this step then.
 */
import { attribute, firstElement, type Edit, type Element, type parseHtml } from './html';

const isInertScript = (node: object): node is Element =>
  'tagName' in node && node.tagName === 'script' && attribute(node as Element, 'type') === 'text/plain';

/**
 * The edit that empties next-themes' inert script: the `<body>`'s child `<script type="text/plain">`,
 * where the root layout's ColorModeProvider renders it (page content never sits directly in the body).
 */
export function emptyThemeScriptEdit(document: ReturnType<typeof parseHtml>, pageName = 'page'): Edit {
  const script = firstElement(document, 'body').childNodes.find(isInertScript);
  const location = script?.sourceCodeLocation;
  if (!script || !location?.startTag || !location.endTag) {
    throw new Error(
      `${pageName} has no inert next-themes <script type="text/plain"> in its <body>. If next-themes no longer renders ` +
        'its script, delete lib/postbuild/next-themes-script.ts; else check scriptProps in components/theme/ColorModeProvider.tsx.',
    );
  }
  return { start: location.startTag.endOffset, end: location.endTag.startOffset, text: '' };
}

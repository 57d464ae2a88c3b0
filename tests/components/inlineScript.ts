import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The code of an inline <script> element as the server emits it (React never
 * runs scripts it renders on the client), and a function that runs it.
 */
export function inlineScriptOf(element: React.ReactElement): { code: string; run: () => void } {
  const template = document.createElement('template');
  template.innerHTML = renderToStaticMarkup(element);
  const scripts = template.content.querySelectorAll('script');
  if (scripts.length !== 1) throw new Error(`expected one <script>, got ${scripts.length}`);
  const code = scripts[0].textContent ?? '';
  return { code, run: () => new Function(code)() };
}

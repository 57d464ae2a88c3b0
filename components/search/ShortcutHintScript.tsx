/** Blocking <head> script: Apple devices see ⌘ K instead of Ctrl K on the search button, from the first paint. */
export function ShortcutHintScript() {
  const code = `if(/Mac|iPhone|iPad/.test(navigator.platform))document.documentElement.setAttribute('data-apple-keys','');`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

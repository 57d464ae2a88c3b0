/** A <head> script's code (lib/head-script-texts.ts), and a function that runs it as the browser would. */
export function inlineScriptOf(code: string): { code: string; run: () => void } {
  return { code, run: () => new Function(code)() };
}

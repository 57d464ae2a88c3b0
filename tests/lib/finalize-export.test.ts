/** @jest-environment node */
import { deferScriptsAfterPaint, oneScript } from '@/lib/postbuild/after-paint-scripts';
import { addCspMeta, sha256 } from '@/lib/postbuild/csp';
import { payloadFetchScript, payloadFileUrl } from '@/lib/postbuild/payload-file';
import { finalizePage } from '@/lib/postbuild/finalize-export';

// finalizePage parses each page once; the result must be what the steps give one after the other.
// Every page's body starts with next-themes' inert script (components/theme/ColorModeProvider.tsx), which finalizePage empties.
const THEME_SCRIPT = '<script type="text/plain">((a,b)=>{})("data-theme","theme")</script>';
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${THEME_SCRIPT}${body}</body></html>`;
const emptied = (html: string) => html.replace(THEME_SCRIPT, '<script type="text/plain"></script>');
const pages = {
  'a page with scripts, preloads and inline scripts': page(
    '<meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
      '<link rel="preload" as="script" href="/_next/static/chunks/pre.js"/><script src="/_next/static/chunks/one.js" async=""></script>' +
      '<script>document.documentElement.dataset.x="1"</script><script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
    '<p>Text</p><script>self.__next_f.push([1,"a"])</script><script src="/_next/static/chunks/last.js" async=""></script><script>self.__next_f.push([1,"b"])</script>',
  ),
  'a script preload right after the charset': page(
    '<meta charSet="utf-8"/><link rel="preload" as="script" href="/_next/static/chunks/pre.js"/><script src="/_next/static/chunks/one.js" async=""></script>',
    '<script>self.__next_f.push([1,"a"])</script>',
  ),
  'a page without chunk scripts': page('<meta charSet="utf-8"/><script>var a=1</script>', '<p>Static</p>'),
  'a page without a charset': page('<title>x</title><script src="/_next/static/chunks/one.js" async=""></script>', '<script>var b=2</script>'),
  'the same inline script twice': page('<meta charSet="utf-8"/><script>var a=1</script>', '<script>var a=1</script><script src="/_next/static/chunks/one.js"></script>'),
};

describe('finalizePage', () => {
  for (const [name, html] of Object.entries(pages)) {
    it(`gives what deferScriptsAfterPaint then addCspMeta give, byte for byte, next-themes' script emptied: ${name}`, () => {
      const expected = addCspMeta(emptied(deferScriptsAfterPaint(html, 'x.html')), 'x.html');
      expect(finalizePage(html, 'x.html')).toEqual(expected);
    });
  }

  it('with head scripts (lib/head-script-texts.ts): the same as the two steps, the head scripts hashed in the CSP', () => {
    const html = pages['a page with scripts, preloads and inline scripts'];
    const headScripts = ['var theme=1', 'var bar=2'];
    const expected = addCspMeta(emptied(deferScriptsAfterPaint(html, 'x.html', headScripts)), 'x.html');
    const finished = finalizePage(html, 'x.html', headScripts);
    expect(finished).toEqual(expected);
    expect(finished.html).toContain('<script>try{var theme=1\n}catch(e){}try{var bar=2\n}catch(e){}</script><link rel="stylesheet"');
  });

  it('refuses a page it has already finalized', () => {
    const { html } = finalizePage(pages['a page with scripts, preloads and inline scripts'], 'x.html');
    expect(() => finalizePage(html, 'x.html')).toThrow(/x.html already defers its scripts/);
  });
});

describe('finalizePage with a payload file (lib/postbuild/payload-file.ts)', () => {
  const html = pages['a page with scripts, preloads and inline scripts'];
  const inlineScriptHashes = (meta: string) => (meta.match(/'sha256-[^']+'/g) ?? []).length;

  it('takes out the inline payload it holds, fetches the file from the head, and hashes what it runs, not what it removed', () => {
    const inline = finalizePage(html, 'x.html');
    const external = finalizePage(html, 'x.html', [], { url: '/x.txt', text: 'ab' });
    expect(external.html).not.toContain('__next_f.push([1');
    expect(payloadFileUrl(external.html)).toBe('/x.txt');
    const meta = (page: string) => page.match(/Content-Security-Policy" content="([^"]*)"/)![1];
    // Two payload scripts out, the fetch script in.
    expect(inlineScriptHashes(meta(inline.html)) - inlineScriptHashes(meta(external.html))).toBe(1);
    expect(meta(external.html)).toContain(sha256(payloadFetchScript('/x.txt', 2)));
    // With head scripts, the fetch is the first of the head's one script.
    const withHead = finalizePage(html, 'x.html', ['var theme=1'], { url: '/x.txt', text: 'ab' }).html;
    expect(withHead).toContain(`<script>${oneScript([payloadFetchScript('/x.txt', 2), 'var theme=1'])}</script><link rel="stylesheet"`);
    // The policy comes before the fetch script, which comes before the stylesheet.
    const at = (text: string) => external.html.indexOf(text);
    expect(at('Content-Security-Policy')).toBeLessThan(at('__pagePayload'));
    expect(at('__pagePayload')).toBeLessThan(at('a.css'));
  });

  it('keeps the payload inline when the file holds other bytes', () => {
    const { html: finished } = finalizePage(html, 'x.html', [], { url: '/x.txt', text: 'abc' });
    expect(finished).toContain('self.__next_f.push([1,"a"])');
    expect(payloadFileUrl(finished)).toBeUndefined();
  });

  it('keeps the payload inline on a page without the after-paint loader: nothing would fetch the file', () => {
    const plain = page('<meta charSet="utf-8"/>', '<p>Static</p><script>self.__next_f.push([1,"a"])</script>');
    expect(finalizePage(plain, 'x.html', [], { url: '/x.txt', text: 'a' }).html).toContain('self.__next_f.push([1,"a"])');
  });
});

describe('finalizePage, a stylesheet right after the charset', () => {
  it('puts the CSP meta before the head script, both where the stylesheet was (a meta policy governs only what follows it)', () => {
    const html = page('<meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/one.js" async=""></script>', '<p>x</p>');
    const finished = finalizePage(html, 'x.html', ['var theme=1']).html;
    expect(finished).toMatch(/^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]*"\/><script>var theme=1<\/script><link rel="stylesheet"/);
  });
});

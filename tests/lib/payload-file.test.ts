/** @jest-environment node */
import { parseHtml } from '@/lib/postbuild/html';
import { inlinePayload, payloadFetchScript, payloadFileEdits, payloadFileUrl } from '@/lib/postbuild/payload-file';
import { applyEdits } from '@/lib/postbuild/html';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/one.js" async=""></script></head><body><p>Hi</p>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${body}</body></html>`;
const parts = '<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script><script>self.__next_f.push([1,"1:\\u003cp\\u003e\\n"])</script>';
const fileText = '0:{"a":1}\n1:<p>\n';

describe('inlinePayload', () => {
  it('joins the text parts as Next wrote them, JSON string escapes undone', () => {
    const html = page(parts);
    expect(inlinePayload(parseHtml(html), html)?.text).toBe(fileText);
  });

  it('gives up on a part that is not text (form state, binary): the page keeps its payload inline', () => {
    const html = page(`${parts}<script>self.__next_f.push([3,"AAEC"])</script>`);
    expect(inlinePayload(parseHtml(html), html)).toBeNull();
  });
});

describe('payloadFileEdits', () => {
  it("removes the inline payload when the page's .txt holds the same bytes, and gives the script that fetches the file", () => {
    const html = page(parts);
    const { edits, removedAt, fetchScript } = payloadFileEdits(parseHtml(html), html, { url: '/docs/a b.txt', text: fileText });
    expect(removedAt.size).toBe(2);
    const result = applyEdits(html, edits);
    expect(result).not.toContain('push([1,');
    expect(result).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script></body>');
    expect(result).toContain('<p>Hi</p>');
    expect(fetchScript).toBe(payloadFetchScript('/docs/a b.txt', fileText.length));
    expect(payloadFileUrl(`<script>${fetchScript}</script>`)).toBe('/docs/a b.txt');
  });

  it('writes the URL as a script literal: a quote or "</script>" in it cannot break out', () => {
    const script = payloadFetchScript('/a"</script>.txt', 1);
    expect(script).not.toContain('</script>');
    expect(payloadFileUrl(`<script>${script}</script>`)).toBe('/a"</script>.txt');
  });

  it('keeps it inline when the file differs by a byte (a .txt from another build, or another format)', () => {
    const html = page(parts);
    expect(payloadFileEdits(parseHtml(html), html, { url: '/a.txt', text: fileText.replace('1', '2') }).edits).toEqual([]);
  });

  it('changes nothing in a page without an inline payload', () => {
    const html = page('');
    expect(payloadFileEdits(parseHtml(html), html, { url: '/a.txt', text: '' }).edits).toEqual([]);
  });
});

import { normalizePathname, stripBase, withBase } from '@/lib/paths';
import { basePathOf, normalizeBaseUrl } from '@/lib/base-url.mjs';
import { scriptLiteral } from '@/lib/inline-script';

describe('normalizePathname', () => {
  it.each([
    ['/installation.html', '/installation'],
    ['/index.html', '/'],
    ['/installation/index.html', '/installation'],
    ['/', '/'],
    ['/installation', '/installation'],
    ['/installation/', '/installation'],
    ['/markdown-page.html', '/markdown-page'],
    ['', '/'],
  ])('%j is the page %j', (input, expected) => {
    expect(normalizePathname(input)).toBe(expected);
  });

  it('only strips a trailing .html, not one in the middle', () => {
    expect(normalizePathname('/a.html/b')).toBe('/a.html/b');
  });
});

describe('withBase and stripBase (base URL of the build)', () => {
  it('leaves paths alone at the default base "/"', () => {
    expect(withBase('/search-index.json', '/')).toBe('/search-index.json');
    expect(stripBase('/installation', '/')).toBe('/installation');
  });

  it('puts site paths under a sub-path', () => {
    expect(withBase('/search-index.json', '/textwidget/')).toBe('/textwidget/search-index.json');
    expect(withBase('/', '/textwidget/')).toBe('/textwidget/');
    expect(withBase('/search?q=a', '/textwidget/')).toBe('/textwidget/search?q=a');
  });

  it('refuses a relative path, which would resolve against the current page', () => {
    expect(() => withBase('installation', '/textwidget/')).toThrow(/starting with "\/"/);
  });

  it('maps URL paths under the base back to site paths, and rejects those outside', () => {
    expect(stripBase('/textwidget/installation', '/textwidget/')).toBe('/installation');
    expect(stripBase('/textwidget/', '/textwidget/')).toBe('/');
    expect(stripBase('/textwidget', '/textwidget/')).toBe('/');
    expect(stripBase('/installation', '/textwidget/')).toBeNull();
    expect(stripBase('/textwidgets/x', '/textwidget/')).toBeNull();
  });
});

describe('normalizeBaseUrl', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/textwidget', '/textwidget/'],
    ['/textwidget/', '/textwidget/'],
    ['/a/b/', '/a/b/'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected);
  });

  it.each(['textwidget/', 'https://example.com/docs/', '//cdn/x/', '/a/../b/', '/docs?x=1'])('refuses %j with what to write instead', (input) => {
    expect(() => normalizeBaseUrl(input)).toThrow(/must be a path that starts with "\/", such as "\/" or "\/textwidget\/"/);
  });

  it('gives Next the base without its trailing slash', () => {
    expect(basePathOf('/')).toBe('');
    expect(basePathOf('/textwidget/')).toBe('/textwidget');
  });
});

describe('scriptLiteral (values inside inline head scripts)', () => {
  it('cannot close the script element, whatever the config says', () => {
    const literal = scriptLiteral('</script><img src=x onerror=alert(1)>');
    expect(literal).not.toContain('<');
    expect(JSON.parse(literal)).toBe('</script><img src=x onerror=alert(1)>');
  });
});

import { normalizePathname } from '@/lib/paths';

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

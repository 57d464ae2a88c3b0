/** @jest-environment node */
import { editUrlFor } from '@/lib/content/edit-url';
import { siteConfig } from '@/lib/site-config';
import { markdownRoute, routeOfSiteUrl, sitePath, siteUrl } from '@/lib/site-url';

describe('site URLs', () => {
  it('turns a route into the requested path and the absolute URL on siteConfig.url', () => {
    expect(sitePath('/installation')).toBe('/installation');
    expect(siteUrl('/')).toBe(`${siteConfig.url}/`);
    expect(siteUrl('/installation.md')).toBe(`${siteConfig.url}/installation.md`);
  });

  it('finds the route back from a URL of this site, and nothing for other sites', () => {
    expect(routeOfSiteUrl(siteUrl('/customization'))).toBe('/customization');
    expect(routeOfSiteUrl(`${siteConfig.url}`)).toBe('/');
    expect(routeOfSiteUrl(`${siteConfig.url}/a#b`)).toBe('/a');
    expect(routeOfSiteUrl('/installation.md')).toBe('/installation.md');
    expect(routeOfSiteUrl('https://example.com/installation')).toBeNull();
    expect(routeOfSiteUrl(`${siteConfig.url}.evil.example/x`)).toBeNull();
  });

  it('names the Markdown copy of a route', () => {
    expect(markdownRoute('/')).toBe('/index.md');
    expect(markdownRoute('/installation')).toBe('/installation.md');
  });
});

describe('edit URLs', () => {
  it('appends the source path to the configured base, with one slash', () => {
    expect(editUrlFor('content/docs/intro.mdx', 'https://forge.example/edit/main')).toBe('https://forge.example/edit/main/content/docs/intro.mdx');
    expect(editUrlFor('content\\docs\\intro.mdx', 'https://forge.example/edit/main/')).toBe('https://forge.example/edit/main/content/docs/intro.mdx');
    expect(editUrlFor('content/docs/intro.mdx')).toBe(`${siteConfig.editUrl}content/docs/intro.mdx`);
  });

  it('gives no link when editUrl is not set', () => {
    expect(editUrlFor('content/docs/intro.mdx', null)).toBeNull();
    expect(editUrlFor('content/docs/intro.mdx', '')).toBeNull();
  });
});

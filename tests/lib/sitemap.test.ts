/** @jest-environment node */
import { getDocs, getPages, listedPages } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';
import { sitemapEntries } from '@/lib/content/sitemap';

describe('sitemap entries', () => {
  it('lists each route once as an absolute URL, sorted, with the last change of its source file', () => {
    const entries = sitemapEntries(
      [
        { route: '/search' },
        { route: '/installation', file: 'content/docs/installation.mdx' },
        { route: '/', file: 'content/docs/intro.mdx' },
      ],
      (file) => `date of ${file}`,
    );
    expect(entries).toEqual([
      { url: `${siteConfig.url}/`, lastModified: 'date of content/docs/intro.mdx' },
      { url: `${siteConfig.url}/installation`, lastModified: 'date of content/docs/installation.mdx' },
      { url: `${siteConfig.url}/search` },
    ]);
  });

  it('covers every doc, every standalone page and the search page of this site', () => {
    const urls = sitemapEntries(listedPages(), () => 'x').map((entry) => entry.url);
    const expected = [...getDocs(), ...getPages()].map((entry) => siteConfig.url + entry.route);
    expect(urls).toEqual(expect.arrayContaining([...expected, `${siteConfig.url}/search`]));
    expect(urls).toHaveLength(expected.length + 1);
    expect(urls).not.toContain(`${siteConfig.url}/404`);
  });
});

/** @jest-environment node */
import { sidebars } from '@/content/sidebars';
import { loadContent } from '@/lib/content/docs';
import { isExternalUrl, pageTitle, siteConfig } from '@/lib/site-config';

// Properties the site relies on, whatever the configured values are (the values themselves are the
// SPEC's and live only in lib/site-config.ts; the browser tests check what readers see of them).
const routes = new Set([...loadContent().docs.map((doc) => doc.route), '/markdown-page', '/search']);
const internalHrefs = [
  ...siteConfig.navbar.items.flatMap((item) => ('href' in item && item.href ? [item.href] : [])),
  ...siteConfig.footer.columns.flatMap((column) => column.items.map((item) => item.href)),
].filter((href) => !isExternalUrl(href));

describe('siteConfig', () => {
  it('links only to routes the site has (navbar and footer)', () => {
    expect(internalHrefs.length).toBeGreaterThan(0);
    for (const href of internalHrefs) expect(routes).toContain(href.split('#')[0] || '/');
  });

  it('names a default locale that is one of its locales, and one version per path', () => {
    expect(siteConfig.locales.map((locale) => locale.code)).toContain(siteConfig.defaultLocale);
    const paths = siteConfig.docs.versions.map((version) => version.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('/')).toBe(true);
  });

  it('has a table of contents range within h2–h6, min before max', () => {
    const { minHeadingLevel, maxHeadingLevel } = siteConfig.toc;
    expect(minHeadingLevel).toBeGreaterThanOrEqual(2);
    expect(maxHeadingLevel).toBeLessThanOrEqual(6);
    expect(minHeadingLevel).toBeLessThanOrEqual(maxHeadingLevel);
  });

  it('uses distinct, non-empty storage keys', () => {
    const keys = Object.values(siteConfig.storageKeys);
    for (const key of keys) expect(key.trim()).not.toBe('');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('configures the progress bar with a positive delay and speeds, and fractions within 0–1', () => {
    const { delayMs, minimum, speed, trickleRate, trickleSpeed } = siteConfig.progressBar;
    for (const value of [delayMs, speed, trickleSpeed]) expect(value).toBeGreaterThan(0);
    for (const value of [minimum, trickleRate]) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('starts in a colour mode the site has, and shows the docs sidebar that exists', () => {
    expect(['light', 'dark']).toContain(siteConfig.colorMode.defaultMode);
    expect(Object.keys(sidebars)).toContain(siteConfig.docs.sidebarId);
  });
});

describe('pageTitle', () => {
  it('joins the page title and the site title with the configured separator', () => {
    expect(pageTitle('Installation')).toBe(`Installation ${siteConfig.titleSeparator} ${siteConfig.title}`);
  });
});

describe('isExternalUrl', () => {
  it.each(['https://textwidget.example.com', 'http://a.b', 'mailto:hi@example.com', '//cdn.example.com/x.js'])(
    '%s is external',
    (href) => expect(isExternalUrl(href)).toBe(true),
  );
  it.each(['/', '/installation', '/customization#themes', '#top', 'installation'])('%s is internal', (href) =>
    expect(isExternalUrl(href)).toBe(false),
  );
});

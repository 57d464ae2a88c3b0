import { isExternalUrl, pageTitle, siteConfig } from '@/lib/site-config';

describe('siteConfig', () => {
  it('names the site Textwidget, served from / in English only', () => {
    expect(siteConfig.title).toBe('Textwidget');
    expect(siteConfig.baseUrl).toBe('/');
    expect(siteConfig.defaultLocale).toBe('en');
    expect(siteConfig.locales.map((locale) => locale.code)).toEqual(['en']);
  });

  it('separates page and site title with "|" and dates the copyright 2025', () => {
    expect(siteConfig.titleSeparator).toBe('|');
    expect(siteConfig.copyrightYear).toBe(2025);
  });

  it('lists h2 and h3 in the table of contents and shows breadcrumbs', () => {
    expect(siteConfig.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(siteConfig.docs.breadcrumbs).toBe(true);
  });

  it('starts in light mode with the switch enabled and ignores the system preference', () => {
    expect(siteConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('uses the Docusaurus storage keys, so stored preferences carry over', () => {
    expect(siteConfig.storageKeys).toEqual({
      theme: 'theme',
      announcementDismiss: 'docusaurus.announcement.dismiss',
      announcementId: 'docusaurus.announcement.id',
      docsPreferredVersionPrefix: 'docs-preferred-version-',
      tabGroupPrefix: 'docusaurus.tab.',
    });
  });

  it('has a Docs and a More footer column with the expected links', () => {
    expect(siteConfig.footer.columns).toEqual([
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/' },
          { label: 'Installation', href: '/installation' },
          { label: 'Customization', href: '/customization' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Home page', href: 'https://textwidget.example.com' },
          { label: 'Web app', href: 'https://app.textwidget.example.com' },
        ],
      },
    ]);
  });

  it('has one docs version, "current", labelled Next, at /', () => {
    expect(siteConfig.docs.versions).toEqual([{ name: 'current', label: 'Next', path: '/' }]);
  });

  it('configures the route-change progress bar like Docusaurus (nprogress)', () => {
    expect(siteConfig.progressBar).toEqual({
      delayMs: 200,
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });

  it('uses the tutorialSidebar for docs', () => {
    expect(siteConfig.docs.sidebarId).toBe('tutorialSidebar');
  });
});

describe('pageTitle', () => {
  it('joins the page title and the site title with the separator', () => {
    expect(pageTitle('Installation')).toBe('Installation | Textwidget');
    expect(pageTitle('Customization')).toBe('Customization | Textwidget');
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

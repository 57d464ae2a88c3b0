/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {
  brokenLinksOf,
  checkLinks,
  checkListedUrls,
  extractIds,
  extractLinks,
  formatBrokenLinks,
  markdownLinkUrls,
  resolveHref,
  scanPage,
  sitemapUrls,
  type EmittedPage,
  type FoundLink,
} from '@/lib/postbuild/link-check';
import { routeOfSiteUrl, siteUrl } from '@/lib/site-url';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'link-check', name), 'utf8');

const home: EmittedPage = { route: '/', html: fixture('index.html'), sourceFile: 'content/docs/intro.mdx' };
const installation: EmittedPage = { route: '/installation', html: fixture('installation.html'), sourceFile: 'content/docs/installation.mdx' };
const customization: EmittedPage = { route: '/customization', html: fixture('customization.html'), sourceFile: 'content/docs/customization.mdx' };
const broken: EmittedPage = { route: '/broken', html: fixture('broken.html'), sourceFile: 'content/docs/broken.mdx' };
const files = new Set(['/favicon.svg']);

describe('checkLinks', () => {
  it('passes a site whose routes, anchors and files all exist (external, mailto and tel links ignored)', () => {
    expect(checkLinks([home, installation, customization], files)).toEqual([]);
  });

  it('reports a link to a file that was not emitted', () => {
    expect(checkLinks([home, installation, customization])).toEqual([
      { page: '/', href: '/favicon.svg', reason: 'no page or file at "/favicon.svg"', file: undefined },
    ]);
  });

  it('reports every broken link of the site, not just the first, with the source file for links in the article', () => {
    expect(checkLinks([home, installation, customization, broken], files)).toEqual([
      { page: '/broken', href: '/instalation', reason: 'no page or file at "/instalation"; did you mean "/installation"?', file: undefined },
      { page: '/broken', href: '#top', reason: '"/broken" has no element with id "top"', file: undefined },
      { page: '/broken', href: '/intsallation', reason: 'no page or file at "/intsallation"; did you mean "/installation"?', file: 'content/docs/broken.mdx' },
      { page: '/broken', href: '/installation#verify', reason: '"/installation" has no element with id "verify"; did you mean "#verify-the-installation"?', file: 'content/docs/broken.mdx' },
      { page: '/broken', href: '#nowhere', reason: '"/broken" has no element with id "nowhere"', file: 'content/docs/broken.mdx' },
      { page: '/broken', href: '/customization#events', reason: '"/customization" has no element with id "events"', file: 'content/docs/broken.mdx' },
      { page: '/broken', href: '/logo.png', reason: 'no page or file at "/logo.png"', file: 'content/docs/broken.mdx' },
    ]);
  });

  it('leaves out the source file when the page has none, even for article links', () => {
    const result = checkLinks([home, installation, customization, { route: '/broken', html: broken.html }], files);
    expect(result).toHaveLength(7);
    expect(result.map((link) => link.file)).toEqual(Array(7).fill(undefined));
  });
});

describe('extractLinks', () => {
  it('finds every <a href>, decodes entities, and marks those inside the <article>', () => {
    expect(extractLinks(installation.html)).toEqual([
      { href: '/', inArticle: true },
      { href: './customization#themes', inArticle: true },
      { href: '#verify-the-installation', inArticle: true },
      { href: '/?q=a&b=c', inArticle: true },
    ]);
    const homeLinks = extractLinks(home.html);
    expect(homeLinks.find((link) => link.href === '#main-content')).toEqual({ href: '#main-content', inArticle: false });
    expect(homeLinks.find((link) => link.href === 'https://textwidget.example.com')).toEqual({
      href: 'https://textwidget.example.com',
      inArticle: false,
    });
  });

  it('ignores links written inside scripts', () => {
    const html = '<body><script>document.write(\'<a href="/ghost">x</a>\')</script><a href="/real">y</a></body>';
    expect(extractLinks(html)).toEqual([{ href: '/real', inArticle: false }]);
  });
});

describe('extractIds', () => {
  it('collects element ids but not ids that only appear inside <script>', () => {
    const ids = extractIds(customization.html);
    expect(ids).toEqual(new Set(['main-content', 'customization', 'themes']));
    expect(ids.has('events')).toBe(false);
    expect(ids.has('toolbar')).toBe(false);
  });

  it('does not mistake data-id attributes for ids', () => {
    expect(extractIds('<div data-id="nope" id="yes"></div>')).toEqual(new Set(['yes']));
  });
});

describe('one read per page (lib/postbuild/check-links.ts)', () => {
  it('checks a link to an anchor on a page not read yet once that page is read, and reports it then', () => {
    const { ids, links } = scanPage('<main id="top"><a href="/later#there">a</a><a href="/later#gone">b</a><a href="#top">c</a><a href="/nowhere">d</a></main>');
    expect([...ids]).toEqual(['top']);
    const idsByRoute = new Map<string, Set<string> | null>([
      ['/', ids],
      ['/later', null],
    ]);
    const deferred: FoundLink[] = [];
    // Now: the missing page; the anchors on /later wait. Without an array for them, that is a mistake.
    expect(() => brokenLinksOf({ route: '/', links }, idsByRoute)).toThrow('The ids of "/later" are not read yet');
    expect(brokenLinksOf({ route: '/', links }, idsByRoute, new Set(), '/', deferred).map((link) => link.href)).toEqual(['/nowhere']);
    expect(deferred.map((link) => link.href)).toEqual(['/later#there', '/later#gone']);
    // Once /later is read: the anchor it lacks.
    idsByRoute.set('/later', new Set(['there']));
    expect(brokenLinksOf({ route: '/', links: deferred }, idsByRoute).map((link) => [link.href, link.reason])).toEqual([['/later#gone', '"/later" has no element with id "gone"']]);
  });
});

describe('resolveHref', () => {
  it('resolves internal links against the page route', () => {
    expect(resolveHref('/installation#install-from-npm', '/')).toEqual({ path: '/installation', hash: 'install-from-npm' });
    expect(resolveHref('./customization#themes', '/installation')).toEqual({ path: '/customization', hash: 'themes' });
    expect(resolveHref('#themes', '/customization')).toEqual({ path: '/customization', hash: 'themes' });
    expect(resolveHref('/caf%C3%A9#r%C3%A9sum%C3%A9', '/')).toEqual({ path: '/café', hash: 'résumé' });
  });

  it('resolves a root-relative path as the URL parser does, dot segments, escapes and odd characters included', () => {
    // What resolveHref did for every href before its shortcut for plain paths.
    const viaUrl = (href: string) => {
      const url = new URL(href, 'http://site.invalid/guides/page');
      return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
    };
    const hrefs = [
      '/', '/installation', '/installation#npm', '/a#', '/a#b#c', '/a//b', '/a/./b', '/a/../b', '/./a', '/a/.', '/a/..', '/a/..#x',
      '/.well-known/x', '/a.b/c.d', '/a..b', '/a/.../b', '/a/%2e%2E/b', '/a/%2E/b', '/a/.%2e', '/a b', '/a%20b', '/a%2Fb#%C3%A9',
      '/é#ü', '/a\\b', '/a\tb', '/a\nb#x', '/a?x=1#y', '/a#x y', '/a#%20', '/a"b<c>', '/a`b{c}', '/topics/topic-01/page-001#overview',
      '/a\x01', '/a#b\x01', '/a\x7f', '/a\x1fb', '/\ud800x', '/a#\udc00', '/😀#🎉',
    ];
    for (const href of hrefs) expect({ href, resolved: resolveHref(href, '/guides/page') }).toEqual({ href, resolved: viaUrl(href) });
  });

  it('ignores external and non-navigating links', () => {
    for (const href of ['https://textwidget.example.com', '//cdn.example.com/a.js', 'mailto:a@b.c', 'tel:+1', 'javascript:void(0)', 'data:text/plain,hi', '']) {
      expect(resolveHref(href, '/')).toBeNull();
    }
  });
});

describe('trailing slashes', () => {
  it('reports a link with a trailing slash, which static hosts do not serve', () => {
    const page: EmittedPage = { route: '/p', html: '<article><a href="/installation/">x</a></article>', sourceFile: 'content/docs/p.mdx' };
    const target: EmittedPage = { route: '/installation', html: '<h1 id="installation">Installation</h1>' };
    expect(checkLinks([page, target], files)).toEqual([
      {
        page: '/p',
        href: '/installation/',
        reason: 'static hosts do not serve "/installation/"; link to "/installation"',
        file: 'content/docs/p.mdx',
      },
    ]);
  });
});

describe('formatBrokenLinks', () => {
  it('on a large site, names the first 20 pages and counts the rest, so the message stays readable', () => {
    const routes = Array.from({ length: 1000 }, (_, index) => `/doc-${String(index).padStart(4, '0')}`);
    const broken = routes.map((page) => ({ page, href: '/gone', reason: 'no page or file at "/gone"' }));
    const message = formatBrokenLinks(broken, routes);
    expect(message).toContain('on 1000 pages (/doc-0000, /doc-0001,');
    expect(message).toContain('/doc-0019 and 980 more)');
    expect(message).toContain('Pages in this build (1000): /doc-0000,');
    expect(message).not.toContain('/doc-0020');
    expect(message.length).toBeLessThan(2000);
  });

  it('lists a broken navbar or footer link once, with every page it is on', () => {
    const footer = '<footer><a href="/gone">Gone</a></footer>';
    const pages: EmittedPage[] = [
      { route: '/a', html: footer },
      { route: '/b', html: footer },
    ];
    const lines = formatBrokenLinks(checkLinks(pages)).split('\n');
    expect(lines[0]).toBe('Found 2 broken links in the built site:');
    expect(lines.filter((line) => line.startsWith('  - '))).toEqual([
      '  - link to "/gone" on 2 pages (/a, /b), outside the doc content: check lib/site-config.ts (navbar, footer) and content/sidebars.ts: no page or file at "/gone"',
    ]);
  });

  it('counts the broken links and lists each with its page and, when known, its source file', () => {
    const message = formatBrokenLinks(checkLinks([home, installation, customization, broken], files));
    const lines = message.split('\n');
    expect(lines[0]).toBe('Found 7 broken links in the built site:');
    expect(lines).toContain(
      '  - link to "/instalation" on page "/broken", outside the doc content: check lib/site-config.ts (navbar, footer) and content/sidebars.ts: no page or file at "/instalation"; did you mean "/installation"?',
    );
    expect(lines).toContain(
      '  - link to "/installation#verify" in content/docs/broken.mdx (page "/broken"): "/installation" has no element with id "verify"; did you mean "#verify-the-installation"?',
    );
    expect(lines.filter((line) => line.startsWith('  - link to '))).toHaveLength(7);
    expect(lines[lines.length - 1]).toMatch(/^Fix each link/);
  });

  it('gives the line of an MDX source that writes the link: by its #fragment (a file link or DocLink hash), else its path', () => {
    const source = ['# Plugins', '', 'See [a](#nope) and <DocLink id="installation" hash="gone">b</DocLink>.', '', '[c](../installation.mdx#verify)', '[d](/installation/)'].join('\n');
    const broken = [
      { page: '/plugins', href: '#nope', reason: 'x', file: 'content/docs/plugins.mdx' },
      { page: '/plugins', href: '/installation#gone', reason: 'x', file: 'content/docs/plugins.mdx' },
      { page: '/plugins', href: '/installation#verify', reason: 'x', file: 'content/docs/plugins.mdx' },
      { page: '/plugins', href: '/installation/', reason: 'x', file: 'content/docs/plugins.mdx' },
      { page: '/plugins', href: '/elsewhere', reason: 'x', file: 'content/docs/plugins.mdx' },
    ];
    const lines = formatBrokenLinks(broken, [], (file) => (file === 'content/docs/plugins.mdx' ? source : undefined)).split('\n');
    expect(lines.filter((line) => line.startsWith('  - '))).toEqual([
      '  - link to "#nope" in content/docs/plugins.mdx:3 (page "/plugins"): x',
      '  - link to "/installation#gone" in content/docs/plugins.mdx:3 (page "/plugins"): x',
      '  - link to "/installation#verify" in content/docs/plugins.mdx:5 (page "/plugins"): x',
      '  - link to "/installation/" in content/docs/plugins.mdx:6 (page "/plugins"): x',
      // Not written as such (a component's link, say): the file only.
      '  - link to "/elsewhere" in content/docs/plugins.mdx (page "/plugins"): x',
    ]);
  });

  it('uses the singular for one broken link', () => {
    const message = formatBrokenLinks([{ page: '/', href: '/x', reason: 'no page or file at "/x"' }]);
    expect(message.split('\n')[0]).toBe('Found 1 broken link in the built site:');
  });
});

describe('URLs listed in llms.txt and sitemap.xml', () => {
  const routes = new Set(['/', '/installation']);
  const emitted = new Set(['/index.md', '/installation.md']);

  it('reads Markdown link targets and sitemap locations', () => {
    expect(markdownLinkUrls('- [A](https://x.dev/a.md): text\n- [B](/b) and [C](https://y.dev)')).toEqual(['https://x.dev/a.md', '/b', 'https://y.dev']);
    expect(sitemapUrls('<urlset><url><loc>https://x.dev/</loc></url><url><loc> https://x.dev/a?b=1&amp;c=2 </loc></url></urlset>')).toEqual([
      'https://x.dev/',
      'https://x.dev/a?b=1&c=2',
    ]);
  });

  it('accepts URLs of emitted pages and files, skips other sites, and reports every missing target with the file that writes it', () => {
    const broken = checkListedUrls(
      [
        {
          page: '/llms.txt',
          file: 'app/llms.txt/route.ts',
          urls: [siteUrl('/index.md'), siteUrl('/installation.md'), siteUrl('/customization.md'), 'https://example.com/x.md'],
        },
        { page: '/sitemap.xml', file: 'app/sitemap.ts', urls: [siteUrl('/'), siteUrl('/gone'), 'https://example.com/'], siteOnly: true },
      ],
      routeOfSiteUrl,
      routes,
      emitted,
    );
    expect(broken).toEqual([
      { page: '/llms.txt', href: siteUrl('/customization.md'), reason: 'no page or file at "/customization.md"', file: 'app/llms.txt/route.ts' },
      { page: '/sitemap.xml', href: siteUrl('/gone'), reason: 'no page or file at "/gone"', file: 'app/sitemap.ts' },
      { page: '/sitemap.xml', href: 'https://example.com/', reason: 'it is not a URL of this site (siteConfig.url)', file: 'app/sitemap.ts' },
    ]);
    expect(formatBrokenLinks(broken)).toContain(`link to "${siteUrl('/customization.md')}" in app/llms.txt/route.ts (page "/llms.txt")`);
  });
});

describe('images', () => {
  it('checks <img src> like links: a missing image is reported, an emitted one passes', () => {
    const page: EmittedPage = { route: '/', html: '<html><body><article><img src="/img/ok.svg" alt="ok"><img src="/img/gone.png" alt="gone"></article></body></html>' };
    expect(checkLinks([page], new Set(['/img/ok.svg']))).toEqual([expect.objectContaining({ page: '/', href: '/img/gone.png' })]);
  });
});

describe('checkLinks under a base URL', () => {
  const page = (route: string, body: string): EmittedPage => ({ route, html: `<html><body>${body}</body></html>` });
  const site = [
    page('/', '<h2 id="intro">x</h2><a href="/textwidget/installation">i</a><a href="#intro">top</a>'),
    page('/installation', '<a href="/textwidget">home</a><a href="/textwidget/#intro">home intro</a><a href="/textwidget/favicon.svg">icon</a><a href="customization">relative</a>'),
    page('/customization', '<a href="https://example.com/">external</a>'),
  ];

  it('accepts links that start with the base', () => {
    expect(checkLinks(site, new Set(['/favicon.svg']), '/textwidget/')).toEqual([]);
  });

  it('reports a link that leaves the base, which the host would answer from another site or a 404', () => {
    const stray = page('/stray', '<a href="/installation">forgot the base</a>');
    expect(checkLinks([...site, stray], new Set(['/favicon.svg']), '/textwidget/')).toEqual([
      expect.objectContaining({ page: '/stray', href: '/installation', reason: expect.stringContaining('outside the base URL "/textwidget/"') }),
    ]);
  });
});


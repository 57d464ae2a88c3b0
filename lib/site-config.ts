/**
 * The single source of truth for site-wide settings (SPEC §1, §2, §4, §9).
 * Components read this object; nothing here is repeated anywhere else.
 */
import { baseUrl } from './base-url.mjs';

export type NavLink = {
  label: string;
  /** Internal route ("/installation") or absolute URL ("https://…"). */
  href: string;
  /** Marked active on every docs page, as Docusaurus marks a navbar item of type docSidebar. */
  activeOnDocs?: boolean;
};

type FooterColumn = {
  title: string;
  items: NavLink[];
};

type DocsVersion = {
  /** Internal name, as Docusaurus calls it ("current"). */
  name: string;
  label: string;
  path: string;
};

type LocaleOption = {
  code: string;
  label: string;
};

export type SiteConfig = {
  title: string;
  tagline: string;
  /** Public origin of the site, without a trailing slash: canonical URLs, sitemap, social cards, llms.txt. */
  url: string;
  /**
   * Base of "Edit this page" links: the doc's path from the project root ("content/docs/intro.mdx")
   * is appended. null: no edit links.
   */
  editUrl: string | null;
  /** Social card for og:image and twitter:image: a file in public/ (1200×630 PNG). null: none. */
  socialCard: string | null;
  /**
   * brand: the web manifest's theme colour and the social card's background; light and dark:
   * the browser UI (meta theme-color, as the navbar) in each colour mode, when the colour mode
   * follows the system's (colorMode.respectPrefersColorScheme).
   */
  themeColors: { brand: string; light: string; dark: string };
  /**
   * Where the site is served from ("/" or "/textwidget/"); every internal URL starts with it.
   * Set in lib/base-url.mjs (next.config.mjs reads it too) or with TEXTWIDGET_BASE_URL at build time.
   */
  baseUrl: string;
  defaultLocale: string;
  locales: LocaleOption[];
  titleSeparator: string;
  copyrightYear: number;
  /** Product links shown in the footer. */
  homePageUrl: string;
  webAppUrl: string;
  generatorVersion: string;
  docs: {
    pluginId: string;
    /** The sidebar every doc page shows. */
    sidebarId: string;
    breadcrumbs: boolean;
    versions: DocsVersion[];
  };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
  announcementBar: {
    id: string;
    content: string;
    isCloseable: boolean;
  } | null;
  navbar: {
    logoAlt: string;
    /**
     * Slide the navbar away on scroll down, back on scroll up. Set at build time with
     * NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL=1, so the scroll code ships only when it is on.
     */
    hideOnScroll: boolean;
    items: NavLink[];
  };
  footer: { columns: FooterColumn[] };
  /**
   * Desktop layout starts above this width, in px at the browser's default text size (16 px). The CSS and
   * the mobile menu write it in em (996 / 16 = 62.25em), so it moves with the reader's text size: at 200%
   * the desktop layout needs twice the width, and the navbar never overflows (WCAG 1.4.4).
   */
  desktopBreakpoint: number;
  progressBar: {
    delayMs: number;
    minimum: number;
    speed: number;
    trickleRate: number;
    trickleSpeed: number;
    showSpinner: boolean;
  };
  storageKeys: {
    theme: string;
    announcementDismiss: string;
    announcementId: string;
    /** Docusaurus appends the docs plugin id to this prefix. */
    docsPreferredVersionPrefix: string;
    /** Docusaurus appends a <Tabs groupId> to this prefix: the tab chosen in that group. */
    tabGroupPrefix: string;
  };
};

const homePageUrl = 'https://textwidget.example.com';
const webAppUrl = 'https://app.textwidget.example.com';

export const siteConfig = {
  title: 'Textwidget',
  tagline: 'An embeddable rich text widget for any web page',
  url: 'https://textwidget.dev',
  editUrl: 'https://github.com/textwidget/textwidget-docs/edit/main/',
  socialCard: '/img/social-card.png',
  themeColors: { brand: '#3451c6', light: '#ffffff', dark: '#242526' },
  baseUrl,
  defaultLocale: 'en',
  locales: [{ code: 'en', label: 'English' }],
  titleSeparator: '|',
  copyrightYear: 2025,
  homePageUrl,
  webAppUrl,
  generatorVersion: '3.5.2',
  docs: {
    pluginId: 'default',
    sidebarId: 'tutorialSidebar',
    breadcrumbs: true,
    versions: [{ name: 'current', label: 'Next', path: '/' }],
  },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  announcementBar: {
    id: 'textwidget-2-launch',
    content: 'Textwidget 2 is out: themes, custom toolbars and a smaller bundle.',
    isCloseable: true,
  },
  navbar: {
    logoAlt: 'Textwidget logo',
    hideOnScroll: process.env.NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL === '1',
    items: [
      { label: 'Docs', href: '/', activeOnDocs: true },
      { label: 'Web app', href: webAppUrl },
    ],
  },
  footer: {
    columns: [
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
          { label: 'Home page', href: homePageUrl },
          { label: 'Web app', href: webAppUrl },
        ],
      },
    ],
  },
  desktopBreakpoint: 996,
  progressBar: {
    delayMs: 200,
    minimum: 0.08,
    speed: 200,
    trickleRate: 0.02,
    trickleSpeed: 800,
    showSpinner: false,
  },
  storageKeys: {
    theme: 'theme',
    announcementDismiss: 'docusaurus.announcement.dismiss',
    announcementId: 'docusaurus.announcement.id',
    docsPreferredVersionPrefix: 'docs-preferred-version-',
    tabGroupPrefix: 'docusaurus.tab.',
  },
} satisfies SiteConfig;

/** "Installation | Textwidget" */
export function pageTitle(title: string): string {
  return `${title} ${siteConfig.titleSeparator} ${siteConfig.title}`;
}

export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/site-config';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { AnnouncementBarScript } from '@/components/layout/AnnouncementBarScript';
import { BaseUrlIssueBanner } from '@/components/layout/BaseUrlIssueBanner';
import { Footer } from '@/components/layout/Footer';
import { HtmlSuffixScript } from '@/components/layout/HtmlSuffixScript';
import { Navbar } from '@/components/layout/Navbar';
import { RouteLoadStatus } from '@/components/layout/RouteLoadStatus';
import { RouteProgress } from '@/components/layout/RouteProgress';
import { SkipToContent } from '@/components/layout/SkipToContent';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import './globals.css';

export const metadata: Metadata = {
  title: { template: `%s ${siteConfig.titleSeparator} ${siteConfig.title}`, default: siteConfig.title },
  description: siteConfig.tagline,
  generator: `Docusaurus v${siteConfig.generatorVersion}`,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const { colorMode, storageKeys } = siteConfig;
  return (
    // next-themes sets data-theme and color-scheme on <html> before React hydrates.
    <html lang={siteConfig.defaultLocale} dir="ltr" data-theme={colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <AnnouncementBarScript />
        <BaseUrlIssueBanner />
        <HtmlSuffixScript />
      </head>
      <body>
        <ThemeProvider
          storageKey={storageKeys.theme}
          defaultMode={colorMode.defaultMode}
          respectPrefersColorScheme={colorMode.respectPrefersColorScheme}
        >
          <SkipToContent />
          <AnnouncementBar />
          <Navbar />
          <div className="page">{children}</div>
          <Footer />
          <RouteProgress {...siteConfig.progressBar} />
          <RouteLoadStatus />
        </ThemeProvider>
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/site-config';
import { siteMetadata } from '@/lib/content/seo';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { ColorModeProvider } from '@/components/theme/ColorModeProvider';
import { Footer } from '@/components/layout/Footer';
import { HeadScripts } from '@/components/layout/HeadScripts';
import { MobileMenuSidebarProvider } from '@/components/layout/MobileMenuSidebar';
import { Navbar } from '@/components/layout/Navbar';
import { NavigationFeedback } from '@/components/layout/NavigationFeedback';
import { SiteHeadTags } from '@/components/layout/SiteHeadTags';
import { SkipToContent } from '@/components/layout/SkipToContent';
import './globals.css';
// Before any route's chunk: see the file (a Turbopack chunking workaround).
import '@/components/layout/shared-chunk-workaround';

export const metadata: Metadata = siteMetadata();

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The colour mode head script (lib/head-script-texts.ts) sets data-theme and color-scheme on <html> before the body paints;
    // ColorModeProvider (next-themes) keeps them after hydration.
    <html lang={siteConfig.defaultLocale} dir="ltr" data-theme={siteConfig.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        {/* The blocking scripts (colour mode first): written here by the post-build step, rendered by React under next dev. */}
        <HeadScripts />
        <SiteHeadTags />
      </head>
      <body>
        <ColorModeProvider>
          <SkipToContent />
          <AnnouncementBar />
          <MobileMenuSidebarProvider>
            <Navbar />
            {/* Each layout renders its own <main> (components/layout/MainContent.tsx): on docs pages
                the sidebar sits beside it, as in Docusaurus. */}
            <div className="page">{children}</div>
          </MobileMenuSidebarProvider>
          <Footer />
          <NavigationFeedback />
        </ColorModeProvider>
      </body>
    </html>
  );
}

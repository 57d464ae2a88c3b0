import { ThemeProvider } from 'next-themes';
import { siteConfig, type SiteConfig } from '@/lib/site-config';

type Props = {
  children: React.ReactNode;
  /** The site's settings unless given (tests try other ones). */
  colorMode?: SiteConfig['colorMode'];
};

/**
 * The colour mode after hydration, through next-themes: html[data-theme] and color-scheme, the
 * choice saved under storageKeys.theme, synced across tabs, following the system preference when
 * respectPrefersColorScheme is on. The colour mode head script (lib/head-script-texts.ts) already applied it before the first
 * paint, as Docusaurus does; next-themes' own no-flash <script> would repeat that later in the page
 * and, rendered on the client (the root layout re-mounting after a crash), make React 19 warn
 * (STACK-NOTES). scriptProps make it an inert data block: no JavaScript type, so it never runs; the
 * build empties its text in the HTML (lib/postbuild/next-themes-script.ts).
 */
export function ColorModeProvider({ children, colorMode = siteConfig.colorMode }: Props) {
  return (
    <ThemeProvider
      attribute="data-theme"
      storageKey={siteConfig.storageKeys.theme}
      themes={['light', 'dark']}
      defaultTheme={colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode}
      enableSystem={colorMode.respectPrefersColorScheme}
      enableColorScheme
      disableTransitionOnChange
      scriptProps={{ type: 'text/plain' }}
    >
      {children}
    </ThemeProvider>
  );
}

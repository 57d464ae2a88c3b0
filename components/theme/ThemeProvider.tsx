'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';

type Props = {
  children: React.ReactNode;
  storageKey: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
};

/**
 * Colour mode state (next-themes): `html[data-theme]`, saved under `storageKey`,
 * synced across tabs. Its inline script sets the attribute before the body paints.
 */
export function ThemeProvider({ children, storageKey, defaultMode, respectPrefersColorScheme }: Props) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={storageKey}
      themes={['light', 'dark']}
      defaultTheme={respectPrefersColorScheme ? 'system' : defaultMode}
      enableSystem={respectPrefersColorScheme}
      enableColorScheme
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}

import { scriptLiteral } from '@/lib/inline-script';
import { siteConfig } from '@/lib/site-config';

/**
 * Blocking <head> script: sets `html[data-theme]` and `color-scheme` from the stored choice
 * (else the system preference when respectPrefersColorScheme is on, else the default mode)
 * before the body paints, so the wrong colours never flash (Docusaurus's pattern). next-themes'
 * ThemeProvider (app/layout.tsx) takes over after hydration; values it may store other than
 * light/dark ("system") mean "no choice" here too. Anything else stored (a hand edit, another tool) is
 * removed, or next-themes would copy it onto html[data-theme] after hydration.
 */
export function ColorModeScript() {
  const { colorMode, storageKeys } = siteConfig;
  const code = `(function(){var d=document.documentElement,m=null;try{m=window.localStorage.getItem(${scriptLiteral(storageKeys.theme)});if(m!==null&&m!=='light'&&m!=='dark'&&m!=='system')window.localStorage.removeItem(${scriptLiteral(storageKeys.theme)})}catch(e){}if(m!=='light'&&m!=='dark')m=${colorMode.respectPrefersColorScheme}&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':${scriptLiteral(colorMode.defaultMode)};d.setAttribute('data-theme',m);d.style.colorScheme=m;})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

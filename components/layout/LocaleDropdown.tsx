import { NavbarDropdown } from './NavbarDropdown';

type Locale = { code: string; label: string };

/** Language menu; each locale links to the current page in that locale (one locale today). */
export function LocaleDropdown({ locales, currentLocale, icon }: { locales: Locale[]; currentLocale: string; icon?: React.ReactNode }) {
  const current = locales.find((locale) => locale.code === currentLocale) ?? locales[0];
  return (
    <NavbarDropdown
      label={current.label}
      ariaLabel={`Language: ${current.label}`}
      icon={icon}
      items={locales.map((locale) => ({ label: locale.label, lang: locale.code, active: locale.code === current.code }))}
    />
  );
}

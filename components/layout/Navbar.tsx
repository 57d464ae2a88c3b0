import { Link } from '@/components/ui/Link';
import { siteConfig, type NavLink } from '@/lib/site-config';
import { ColorModeToggle } from '@/components/theme/ColorModeToggle';
import { CloseIcon, LanguageIcon, MenuIcon, MoonIcon, SunIcon } from '@/components/icons/Icons';
import { Logo } from './Logo';
import { LocaleDropdown } from './LocaleDropdown';
import { MobileMenu } from './MobileMenu';
import { NavbarShell } from './NavbarShell';
import { SearchSlot } from './SearchSlot';
import { VersionDropdown } from './VersionDropdown';

function Brand() {
  return (
    <Link href="/" className="navbar__brand">
      <Logo className="navbar__logo" />
      <b className="navbar__title">{siteConfig.title}</b>
    </Link>
  );
}

/** A navbar item; the docs layout's CSS shows one marked active on docs pages (no client code needs the route). */
function NavbarItem({ item, className }: { item: NavLink; className: string }) {
  return (
    <Link href={item.href} className={className} data-active-on-docs={item.activeOnDocs || undefined}>
      {item.label}
    </Link>
  );
}

// Docusaurus's wording: the toggle's name says the mode it is in.
const COLOR_MODE_LABELS = {
  light: 'Switch between dark and light mode (currently light mode)',
  dark: 'Switch between dark and light mode (currently dark mode)',
};

export function Navbar() {
  const { navbar, colorMode, docs, storageKeys } = siteConfig;
  const toggle = colorMode.disableSwitch ? null : (
    <ColorModeToggle storageKey={storageKeys.theme} className="color-mode-toggle" labels={COLOR_MODE_LABELS}>
      <span className="color-mode-toggle__light-icon">
        <SunIcon />
      </span>
      <span className="color-mode-toggle__dark-icon">
        <MoonIcon />
      </span>
    </ColorModeToggle>
  );
  const versions = (
    <VersionDropdown versions={docs.versions} storageKey={`${storageKeys.docsPreferredVersionPrefix}${docs.pluginId}`} />
  );
  const locales = <LocaleDropdown locales={siteConfig.locales} currentLocale={siteConfig.defaultLocale} icon={<LanguageIcon />} />;
  // One element for both places: the payload sends it once and refers to it from the other.
  const brand = <Brand />;

  return (
    // <header>: the banner landmark, as readers of any docs site expect; the navigation inside it.
    <header className="navbar-container">
      <NavbarShell hideOnScroll={navbar.hideOnScroll} className="navbar" hiddenClassName={'navbar__hidden'}>
        <div className="navbar__left">
          <MobileMenu
            brand={brand}
            menuIcon={<MenuIcon />}
            toggleClassName={'mobile-menu__toggle'}
            closeIcon={<CloseIcon />}
            colorModeToggle={toggle}
            desktopBreakpoint={siteConfig.desktopBreakpoint}
            primary={
              <ul className="navbar__mobile-items">
                {navbar.items.map((item) => (
                  <li key={item.href}>
                    <NavbarItem item={item} className="navbar__mobile-link" />
                  </li>
                ))}
                <li className="navbar__mobile-dropdown">{versions}</li>
                <li className="navbar__mobile-dropdown">{locales}</li>
              </ul>
            }
          />
          {brand}
          <ul className="navbar__items">
            {navbar.items.map((item) => (
              <li key={item.href}>
                <NavbarItem item={item} className="navbar__link" />
              </li>
            ))}
          </ul>
        </div>
        <div className="navbar__right">
          <div className="navbar__desktop-only">{versions}</div>
          <div className="navbar__desktop-only">{locales}</div>
          {toggle}
          <SearchSlot />
        </div>
      </NavbarShell>
    </header>
  );
}

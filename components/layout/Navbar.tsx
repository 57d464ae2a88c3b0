import { SiteLink } from '@/components/ui/SiteLink';
import { siteConfig } from '@/lib/site-config';
import { ColorModeToggle } from '@/components/theme/ColorModeToggle';
import { CloseIcon, LanguageIcon, MenuIcon, MoonIcon, SunIcon } from '@/components/icons/Icons';
import { Logo } from './Logo';
import { LocaleDropdown } from './LocaleDropdown';
import { MobileMenu } from './MobileMenu';
import { NavbarLink } from './NavbarLink';
import { NavbarShell } from './NavbarShell';
import { SearchSlot } from './SearchSlot';
import { VersionDropdown } from './VersionDropdown';
import styles from './Navbar.module.css';
import toggleStyles from '@/components/theme/ColorModeToggle.module.css';
import mobileMenuStyles from './MobileMenu.module.css';

function Brand() {
  return (
    <SiteLink href="/" className={styles.brand}>
      <Logo className={styles.logo} />
      <b className={styles.title}>{siteConfig.title}</b>
    </SiteLink>
  );
}

export function Navbar() {
  const { navbar, colorMode, docs, storageKeys } = siteConfig;
  const toggle = colorMode.disableSwitch ? null : (
    <ColorModeToggle
      storageKey={storageKeys.theme}
      lightIcon={<SunIcon />}
      darkIcon={<MoonIcon />}
      classNames={{ toggle: toggleStyles.toggle, lightIcon: toggleStyles.lightIcon, darkIcon: toggleStyles.darkIcon }}
    />
  );
  const versions = (
    <VersionDropdown versions={docs.versions} storageKey={`${storageKeys.docsPreferredVersionPrefix}${docs.pluginId}`} />
  );
  const locales = <LocaleDropdown locales={siteConfig.locales} currentLocale={siteConfig.defaultLocale} icon={<LanguageIcon />} />;

  return (
    <NavbarShell hideOnScroll={navbar.hideOnScroll} className={styles.navbar} hiddenClassName={styles.hidden}>
      <div className={styles.left}>
        <MobileMenu
          brand={<Brand />}
          menuIcon={<MenuIcon />}
          toggleClassName={mobileMenuStyles.toggle}
          closeIcon={<CloseIcon />}
          colorModeToggle={toggle}
          desktopBreakpoint={siteConfig.desktopBreakpoint}
          primary={
            <ul className={styles.mobileItems}>
              {navbar.items.map((item) => (
                <li key={item.href}>
                  <NavbarLink item={item} className={styles.mobileLink} />
                </li>
              ))}
              <li className={styles.mobileDropdown}>{versions}</li>
              <li className={styles.mobileDropdown}>{locales}</li>
            </ul>
          }
        />
        <Brand />
        <ul className={styles.items}>
          {navbar.items.map((item) => (
            <li key={item.href}>
              <NavbarLink item={item} className={styles.link} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.right}>
        <div className={styles.desktopOnly}>{versions}</div>
        <div className={styles.desktopOnly}>{locales}</div>
        {toggle}
        <SearchSlot />
      </div>
    </NavbarShell>
  );
}

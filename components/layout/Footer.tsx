import { siteConfig } from '@/lib/site-config';
import { Logo } from './Logo';
import { NavbarLink } from './NavbarLink';
import styles from './Footer.module.css';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {siteConfig.footer.columns.map((column, index) => (
          <section key={column.title} className={styles.column} aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className={styles.columnTitle}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.href}>
                  <NavbarLink item={item} className={styles.link} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <Logo className={styles.logo} title={siteConfig.navbar.logoAlt} />
        <p className={styles.copyright}>
          Copyright © {siteConfig.copyrightYear} {siteConfig.title}.
        </p>
      </div>
    </footer>
  );
}

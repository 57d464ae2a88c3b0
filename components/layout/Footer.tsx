import { siteConfig } from '@/lib/site-config';
import { Logo } from './Logo';
import { Link } from '@/components/ui/Link';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__columns">
        {siteConfig.footer.columns.map((column, index) => (
          <section key={column.title} className="footer__column" aria-labelledby={`footer-column-${index}`}>
            <h2 id={`footer-column-${index}`} className="footer__column-title">
              {column.title}
            </h2>
            <ul className="footer__list">
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="footer__link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="footer__bottom">
        <Logo className="footer__logo" title={siteConfig.navbar.logoAlt} />
        <p className="footer__copyright">
          {`Copyright © ${siteConfig.copyrightYear} ${siteConfig.title}.`}
        </p>
      </div>
    </footer>
  );
}

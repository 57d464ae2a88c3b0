import { AutoHidingNavbar } from './AutoHidingNavbar';

/**
 * The fixed navbar element. With `hideOnScroll` (siteConfig.navbar, set by
 * NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL=1 at build time) it slides away on scroll
 * down and comes back on scroll up, near the top, on focus and after
 * navigation. The flag is inlined at build time; with it off this is a
 * server component and no navbar code is shipped at all.
 */
export type NavbarShellProps = {
  hideOnScroll: boolean;
  /** Class names come from the server (Navbar.css), so they stay out of the client bundle. */
  className: string;
  hiddenClassName: string;
  children: React.ReactNode;
};

export function NavbarShell({ hideOnScroll, className, hiddenClassName, children }: NavbarShellProps) {
  if (process.env.NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL === '1' && hideOnScroll) {
    return (
      <AutoHidingNavbar className={className} hiddenClassName={hiddenClassName}>
        {children}
      </AutoHidingNavbar>
    );
  }
  return (
    <nav aria-label="Main" className={className}>
      {children}
    </nav>
  );
}

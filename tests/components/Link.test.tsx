import { render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/Link';

// SiteLink (client navigation, tested in SiteLink.test.tsx) as a plain anchor marked as such:
// shows which links get client navigation.
jest.mock('@/components/ui/SiteLink', () => ({
  SiteLink: function MockSiteLink({ href, children, ...rest }: Record<string, unknown>) {
    delete rest.prefetch;
    return (
      <a href={String(href)} data-next-link="" {...(rest as object)}>
        {children as React.ReactNode}
      </a>
    );
  },
}));

describe('Link', () => {
  it('opens an external URL in a new tab, safely, and says so', () => {
    // A content author's target/rel cannot weaken it.
    render(
      <Link href="https://app.textwidget.example.com" target="_self" rel="opener">
        Web app
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Web app (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://app.textwidget.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-next-link');
  });

  it('keeps an #anchor on the page a plain anchor', () => {
    render(<Link href="#themes">Themes</Link>);
    const link = screen.getByRole('link', { name: 'Themes' });
    expect(link).toHaveAttribute('href', '#themes');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('data-next-link');
  });

  it("sends a route through Next's Link (client navigation, prefetch), passing its props", () => {
    render(
      <Link href="/customization#themes" className="navbar__link" data-active-on-docs>
        Customization
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Customization' });
    expect(link).toHaveAttribute('href', '/customization#themes');
    expect(link).toHaveAttribute('data-next-link');
    expect(link).toHaveClass('navbar__link');
    expect(link).not.toHaveAttribute('target');
  });
});

import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { SidebarLink } from '@/components/docs/SidebarLink';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
const mockedPathname = jest.mocked(usePathname);

describe('SidebarLink', () => {
  it('marks the link to the page being read as the current page', () => {
    mockedPathname.mockReturnValue('/installation');
    render(<SidebarLink href="/installation" label="Installation" className="link" />);
    const link = screen.getByRole('link', { name: 'Installation' });
    expect(link).toHaveAttribute('href', '/installation');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('link');
  });

  it('does not mark links to other pages', () => {
    mockedPathname.mockReturnValue('/installation');
    render(<SidebarLink href="/customization" label="Customization" className="link" />);
    const link = screen.getByRole('link', { name: 'Customization' });
    expect(link).not.toHaveAttribute('aria-current');
    expect(link).toHaveClass('link');
  });

  it.each(['/installation.html', '/installation/index.html', '/installation/'])('treats %s as the same page', (pathname) => {
    mockedPathname.mockReturnValue(pathname);
    render(<SidebarLink href="/installation" label="Installation" className="link" />);
    expect(screen.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the intro link at / (also served as /index.html)', () => {
    mockedPathname.mockReturnValue('/index.html');
    render(<SidebarLink href="/" label="Introduction" className="link" />);
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  });
});

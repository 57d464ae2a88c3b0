import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from '@/components/docs/Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a navigation landmark named Breadcrumbs, starting with a Home page link to /', () => {
    render(<Breadcrumbs crumbs={[{ label: 'Introduction' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    const home = within(nav).getByRole('link', { name: 'Home page' });
    expect(home).toHaveAttribute('href', '/');
  });

  it('shows the category and marks the current doc as the current page, not as a link', () => {
    render(<Breadcrumbs crumbs={[{ label: 'Guides' }, { label: 'Installation' }]} />);
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['', 'Guides', 'Installation']);

    const current = screen.getByText('Installation');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Guides')).not.toHaveAttribute('aria-current');
    // Only the home icon is a link: categories without a page and the current doc are plain text.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links crumbs that have a page, except the last one', () => {
    render(
      <Breadcrumbs
        crumbs={[
          { label: 'Guides', href: '/guides' },
          { label: 'Installation', href: '/installation' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    expect(screen.queryByRole('link', { name: 'Installation' })).not.toBeInTheDocument();
    expect(screen.getByText('Installation')).toHaveAttribute('aria-current', 'page');
  });
});

import { render, screen } from '@testing-library/react';
import { DocPaginator } from '@/components/docs/DocPaginator';
import type { SidebarDoc } from '@/lib/content/sidebar';

const intro: SidebarDoc = { type: 'doc', id: 'intro', label: 'Introduction', href: '/' };
const installation: SidebarDoc = { type: 'doc', id: 'installation', label: 'Installation', href: '/installation' };
const customization: SidebarDoc = { type: 'doc', id: 'customization', label: 'Customization', href: '/customization' };

describe('DocPaginator', () => {
  it('links to the previous and next docs, in that order', () => {
    render(<DocPaginator previous={intro} next={customization} />);
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(nav).toBeInTheDocument();

    const [previous, next] = screen.getAllByRole('link');
    expect(previous).toHaveAccessibleName(/^Previous\s*« Introduction$/);
    expect(previous).toHaveAttribute('href', '/');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAccessibleName(/^Next\s*Customization »$/);
    expect(next).toHaveAttribute('href', '/customization');
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('shows only Next on the first doc', () => {
    render(<DocPaginator next={installation} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/installation');
    expect(screen.queryByText('Previous')).not.toBeInTheDocument();
  });

  it('shows only Previous on the last doc', () => {
    render(<DocPaginator previous={installation} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/installation');
    expect(screen.queryByText('Next')).not.toBeInTheDocument();
  });

  it('renders nothing when there is neither', () => {
    const { container } = render(<DocPaginator />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

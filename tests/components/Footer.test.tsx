import { render, screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/Footer';

describe('Footer', () => {
  beforeEach(() => {
    render(<Footer />);
  });

  it('has a Docs column linking to the three docs', () => {
    const docs = screen.getByRole('region', { name: 'Docs' });
    expect(within(docs).getByRole('heading', { name: 'Docs' })).toBeInTheDocument();
    const links = within(docs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Introduction', '/'],
      ['Installation', '/installation'],
      ['Customization', '/customization'],
    ]);
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('has a More column whose external links open in a new tab safely', () => {
    const more = screen.getByRole('region', { name: 'More' });
    const home = within(more).getByRole('link', { name: /^Home page/ });
    const app = within(more).getByRole('link', { name: /^Web app/ });
    expect(home).toHaveAttribute('href', 'https://textwidget.example.com');
    expect(app).toHaveAttribute('href', 'https://app.textwidget.example.com');
    for (const link of [home, app]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('shows the copyright line and the logo', () => {
    expect(screen.getByText('Copyright © 2025 Textwidget.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Textwidget logo' })).toBeInTheDocument();
  });
});

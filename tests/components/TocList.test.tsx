import { render, screen, within } from '@testing-library/react';
import { TocList } from '@/components/docs/TocList';
import { tocTree } from '@/lib/content/toc';

const nodes = tocTree(
  [
    { value: 'Themes', id: 'themes', level: 2 },
    { value: 'Built-in themes', id: 'built-in-themes', level: 3 },
    { value: 'Example', id: 'example', level: 3 },
    { value: 'Colors', id: 'colors', level: 2 },
  ],
  2,
  3,
);

describe('TocList', () => {
  it('links every heading to its anchor', () => {
    render(<TocList nodes={nodes} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Themes', '#themes'],
      ['Built-in themes', '#built-in-themes'],
      ['Example', '#example'],
      ['Colors', '#colors'],
    ]);
  });

  it('nests h3 links in a list inside their h2 item', () => {
    render(<TocList nodes={nodes} />);
    const themesItem = screen.getByRole('link', { name: 'Themes' }).closest('li')!;
    const nested = within(themesItem).getByRole('list');
    expect(within(nested).getAllByRole('link').map((link) => link.textContent)).toEqual(['Built-in themes', 'Example']);

    const colorsItem = screen.getByRole('link', { name: 'Colors' }).closest('li')!;
    expect(within(colorsItem).queryByRole('list')).not.toBeInTheDocument();
  });

  it('has two top-level items', () => {
    const { container } = render(<TocList nodes={nodes} />);
    const topList = container.querySelector('ul')!;
    expect(within(topList).getAllByRole('listitem').filter((item) => item.parentElement === topList)).toHaveLength(2);
  });
});

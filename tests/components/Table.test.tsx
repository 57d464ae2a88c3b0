import { render, screen } from '@testing-library/react';
import { Table } from '@/components/mdx/Table';

describe('Table (MDX tables)', () => {
  it('is a focusable region named by its column headers, so a keyboard stop on it says what it is', () => {
    render(
      <Table>
        <thead>
          <tr>
            <th>Option</th>
            <th>
              <code>type</code> of it
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>a</td>
            <td>b</td>
          </tr>
        </tbody>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Table: Option, type of it' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('is named "Table" when it has no header row', () => {
    render(
      <Table>
        <tbody>
          <tr>
            <td>a</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Table' })).toBeInTheDocument();
  });
});

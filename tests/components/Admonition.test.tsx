import { render, screen } from '@testing-library/react';
import { Admonition } from '@/components/mdx/Admonition';

describe('Admonition', () => {
  it("uses Docusaurus's class names, a note role, a hidden icon and the type as heading", () => {
    render(<Admonition type="warning">Careful.</Admonition>);
    const note = screen.getByRole('note');
    expect(note).toHaveClass('theme-admonition', 'theme-admonition-warning');
    expect(note).toHaveTextContent('warningCareful.');
    expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a given title instead of the type', () => {
    render(<Admonition type="tip" title="Pro tip">Text</Admonition>);
    expect(screen.getByRole('note')).toHaveTextContent(/^Pro tipText$/);
  });
});

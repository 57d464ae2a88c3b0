import { render, screen } from '@testing-library/react';
import { Details } from '@/components/mdx/Details';

describe('Details', () => {
  it('is a native <details> (works without JavaScript) with its summary first and the rest in the content', () => {
    const { container } = render(
      <Details>
        <p>Answer</p>
        <summary>Question</summary>
      </Details>,
    );
    const details = container.querySelector('details')!;
    expect(details).toHaveClass('details');
    expect(details.firstElementChild).toHaveTextContent('Question');
    expect(screen.getByText('Answer').parentElement).toHaveClass('details-content');
    expect(details).not.toHaveAttribute('open');
  });

  it('keeps the open attribute and gives a default summary', () => {
    const { container } = render(
      <Details open>
        <p>Answer</p>
      </Details>,
    );
    expect(container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByText('Details').tagName).toBe('SUMMARY');
  });
});

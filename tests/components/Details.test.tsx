import { act, fireEvent, render, screen } from '@testing-library/react';
import { Details } from '@/components/mdx/Details';
import { stubMatchMedia } from './matchMedia';

describe('Details', () => {
  it('keeps the summary as the heading and opens and closes (staying open until the closing animation ends)', () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    jest.useFakeTimers();
    const { container } = render(
      <Details>
        <summary>Question</summary>
        <p>Answer</p>
      </Details>,
    );
    const details = container.querySelector('details')!;
    expect(details.querySelector(':scope > summary')).toHaveTextContent('Question');
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('Question'));
    expect(details).toHaveAttribute('open');
    fireEvent.click(screen.getByText('Question'));
    expect(details).toHaveAttribute('data-collapsed', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(details).not.toHaveAttribute('open');
    jest.useRealTimers();
  });

  it('ignores clicks in its content', () => {
    const { container } = render(
      <Details open>
        <summary>Question</summary>
        <p>Answer</p>
      </Details>,
    );
    fireEvent.click(screen.getByText('Answer'));
    expect(container.querySelector('details')).toHaveAttribute('open');
  });
});

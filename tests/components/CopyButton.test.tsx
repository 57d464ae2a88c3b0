import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from '@/components/ui/CopyButton';

describe('CopyButton', () => {
  it('copies the code (not the line numbers, which are CSS) and says "Copied" for a moment', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <div>
        <pre>
          <code>
            <span className="code-line">{'one();\n'}</span>
            <span className="code-line">{'two();\n'}</span>
          </code>
        </pre>
        <CopyButton label="Copy" ariaLabel="Copy code to clipboard" copiedMessage="Copied to clipboard" failedMessage="Could not copy the code" />
      </div>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' })));
    expect(writeText).toHaveBeenCalledWith('one();\ntwo();');
    expect(screen.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied to clipboard');
    act(() => jest.advanceTimersByTime(2100));
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeInTheDocument();
    jest.useRealTimers();
  });
});

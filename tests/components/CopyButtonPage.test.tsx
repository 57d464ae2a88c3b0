import { act, render, screen } from '@testing-library/react';
import { CopyButton } from '@/components/ui/CopyButton';

function CopyPageButton({ href }: { href: string }) {
  return <CopyButton href={href} label="Copy page" copiedMessage="Copied the page as Markdown" failedMessage="Could not copy the page" />;
}

const markdown = '# Installation\n\nInstall it.\n';

function mockFetch(response: Partial<Response> | Error) {
  const fetch = jest.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response as Response)));
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
  return fetch;
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: jest.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

describe('CopyButton with href (Copy page)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('fetches the Markdown on click (not before), copies it, says "Copied", then goes back to "Copy page"', async () => {
    jest.useFakeTimers();
    const fetch = mockFetch({ ok: true, status: 200, text: () => Promise.resolve(markdown) });
    const clipboard = mockClipboard(() => Promise.resolve());
    render(<CopyPageButton href="/installation.md" />);
    const button = screen.getByRole('button', { name: 'Copy page' });
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => button.click());
    expect(fetch).toHaveBeenCalledWith('/installation.md');
    expect(clipboard.writeText).toHaveBeenCalledWith(markdown);
    expect(button).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied the page as Markdown');

    await act(async () => jest.advanceTimersByTime(2000));
    expect(button).toHaveTextContent('Copy page');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is a real button, in the tab order (the browser tests press Enter and Space on it)', () => {
    render(<CopyPageButton href="/index.md" />);
    const button = screen.getByRole('button', { name: 'Copy page' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('says which file failed to load, and copies nothing', async () => {
    mockFetch({ ok: false, status: 404, text: () => Promise.resolve('Not found') });
    const clipboard = mockClipboard(() => Promise.resolve());
    render(<CopyPageButton href="/installation.md" />);
    await act(async () => screen.getByRole('button').click());
    expect(clipboard.writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page: /installation.md answered HTTP 404.');
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.getByRole('button')).toHaveTextContent('Copy page');
  });

  it('says when the network failed', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    mockClipboard(() => Promise.resolve());
    render(<CopyPageButton href="/installation.md" />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page: Failed to fetch.');
  });

  it('says when the browser refuses the clipboard', async () => {
    mockFetch({ ok: true, status: 200, text: () => Promise.resolve(markdown) });
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    render(<CopyPageButton href="/installation.md" />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the page: the browser refused the clipboard.');
  });
});

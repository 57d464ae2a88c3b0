import { act, fireEvent, render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/SiteLink';

const mockPush = jest.fn();
const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, prefetch: mockPrefetch }) }));

type Connection = { saveData?: boolean; effectiveType?: string };

function setConnection(connection: Connection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

/** An IntersectionObserver the test drives: `enterView(element)` reports it visible. */
const observed = new Map<Element, IntersectionObserver>();
let callback: IntersectionObserverCallback = () => {};
class FakeIntersectionObserver {
  constructor(cb: IntersectionObserverCallback) {
    callback = cb;
  }
  observe(element: Element) {
    observed.set(element, this as unknown as IntersectionObserver);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
function enterView(element: Element) {
  const observer = observed.get(element);
  if (!observer) return;
  act(() => callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer));
}

beforeAll(() => {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
});

beforeEach(() => {
  mockPush.mockClear();
  mockPrefetch.mockClear();
});

afterEach(() => {
  delete (navigator as { connection?: Connection }).connection;
});

describe('SiteLink', () => {
  it('is a real link with its props', () => {
    render(
      <SiteLink href="/installation#themes" className="link" aria-current="page">
        Installation
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Installation' });
    expect(link).toHaveAttribute('href', '/installation#themes');
    expect(link).toHaveClass('link');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('navigates through the router on a plain click, and calls the caller’s onClick', () => {
    const onClick = jest.fn();
    render(
      <SiteLink href="/customization" onClick={onClick}>
        Customization
      </SiteLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link'));
    expect(notPrevented).toBe(false);
    // Next's scroll is left out: the page starts at its top by navigationFinished, and Next's would scroll the sidebar.
    expect(mockPush).toHaveBeenCalledWith('/customization', { scroll: false });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves the scroll of a link to a #section to Next, which brings the section into view', () => {
    render(<SiteLink href="/customization#themes">Themes</SiteLink>);
    fireEvent.click(screen.getByRole('link'));
    expect(mockPush).toHaveBeenCalledWith('/customization#themes', undefined);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab, window, download)', (_, modifiers) => {
    render(<SiteLink href="/customization">Customization</SiteLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link'), modifiers);
    expect(notPrevented).toBe(true);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('leaves a link with its own target to the browser', () => {
    render(
      <SiteLink href="/customization" target="_blank">
        Customization
      </SiteLink>,
    );
    expect(fireEvent.click(screen.getByRole('link'))).toBe(true);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('does not navigate when the caller’s onClick prevented it', () => {
    render(
      <SiteLink href="/customization" onClick={(event) => event.preventDefault()}>
        Customization
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('prefetches once the link comes into view, not before', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    render(<SiteLink href="/installation">Installation</SiteLink>);
    expect(mockPrefetch).not.toHaveBeenCalled();
    enterView(screen.getByRole('link'));
    expect(mockPrefetch).toHaveBeenCalledWith('/installation');
  });

  it('with prefetch={false}, never prefetches; back to the default, it does once in view', () => {
    const { rerender } = render(
      <SiteLink href="/installation" prefetch={false}>
        Installation
      </SiteLink>,
    );
    const link = screen.getByRole('link');
    enterView(link);
    expect(mockPrefetch).not.toHaveBeenCalled();
    rerender(
      <SiteLink href="/installation" prefetch={null}>
        Installation
      </SiteLink>,
    );
    enterView(link);
    expect(mockPrefetch).toHaveBeenCalledWith('/installation');
  });

  it.each([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('never prefetches on a %s connection, and still navigates', (_, connection) => {
    setConnection(connection);
    render(<SiteLink href="/customization">Customization</SiteLink>);
    const link = screen.getByRole('link');
    enterView(link);
    expect(mockPrefetch).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(mockPush).toHaveBeenCalledWith('/customization', { scroll: false });
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RouteProgress } from '@/components/layout/RouteProgress';
import { Spinner } from '@/components/ui/Spinner';
import { navigationFailed, navigationFinished, navigationStarted } from '@/lib/browser/navigation-state';
import { onRouterTransitionStart } from '@/instrumentation-client';

const mockPathname = jest.fn<string, []>();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname(),
  useRouter: () => ({ push: mockPush, prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const settings = { delayMs: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800, showSpinner: false };

/** The page at `url`, with the layout's RouteProgress and a few links. */
function renderPageAt(url: string) {
  window.history.pushState(null, '', url);
  mockPathname.mockReturnValue(new URL(url, 'http://localhost').pathname);
  const page = () => (
    <>
      <a href="/customization">Customization</a>
      <a href="#requirements">Requirements</a>
      <a href="/search?q=bar">Search bar</a>
      <a href="https://textwidget.example.com">Home page</a>
      <a href="/customization" target="_blank">
        Customization in a new tab
      </a>
      <RouteProgress
        {...settings}
        spinner={<Spinner className="route-status__box" />}
        failure={{ title: 'This page could not be loaded.', hint: 'Check your connection, then try again.', retry: 'Retry' }}
      />
    </>
  );
  const view = render(page());
  /** The router shows the page at `nextUrl`. */
  const arrive = (nextUrl: string) => {
    window.history.pushState(null, '', nextUrl);
    mockPathname.mockReturnValue(new URL(nextUrl, 'http://localhost').pathname);
    view.rerender(page());
  };
  return { ...view, arrive };
}

/** Runs timers and pending promises. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

const spinner = () => screen.queryByRole('status', { name: 'Loading…' });
const progressBar = () => document.querySelector('#nprogress .bar');

/** Next's router starts a client navigation (link, router.push, or back/forward with 'traverse'). */
const routerStarts = (url: string, type: 'push' | 'replace' | 'traverse' = 'push') => act(() => onRouterTransitionStart(url, type));

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
});

afterEach(() => {
  // The navigation state is shared by the whole page: leave it idle.
  act(() => {
    navigationStarted('/__next-test__');
    navigationFinished();
  });
  // Each test renders its own RouteProgress, hence its own bar: drop one left fading out.
  document.getElementById('nprogress')?.remove();
  jest.useRealTimers();
  window.history.pushState(null, '', '/');
});

describe('RouteProgress', () => {
  it('shows nothing while no navigation is under way', () => {
    renderPageAt('/installation');
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a spinner and the progress bar when a link’s page takes longer than 200 ms, and removes them when it is shown', async () => {
    const { arrive } = renderPageAt('/installation');
    routerStarts('/customization');
    await wait(199);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
    await wait(1);
    expect(spinner()).toBeInTheDocument();
    expect(progressBar()).toBeInTheDocument();

    arrive('/customization');
    await wait(0);
    expect(spinner()).toBeNull();
    // The bar completes, fades out and is removed (speed 200 ms, twice).
    await wait(400);
    expect(progressBar()).toBeNull();
  });

  it('shows nothing for a page that arrives within 200 ms', async () => {
    const { arrive } = renderPageAt('/installation');
    routerStarts('/customization');
    await wait(100);
    arrive('/customization');
    await wait(1000);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
  });

  it('shows nothing when the router navigates to the page on screen or one of its #sections', async () => {
    renderPageAt('/installation');
    routerStarts('/installation');
    routerStarts('/installation#requirements');
    await wait(1000);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
  });

  it('shows the spinner for a slow back/forward navigation, until the page is shown', async () => {
    const { arrive } = renderPageAt('/installation');
    // Back to /customization: the address bar changes first, then the router fetches the page.
    act(() => window.history.pushState(null, '', '/customization'));
    routerStarts(window.location.href, 'traverse');
    await wait(200);
    expect(spinner()).toBeInTheDocument();
    arrive('/customization');
    await wait(0);
    expect(spinner()).toBeNull();
  });

  it('says the page could not be loaded, with Retry as its only action; Retry loads the page client-side', async () => {
    renderPageAt('/installation');
    act(() => navigationFailed('/customization'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    // "Stay on this page" is gone: Retry is the only button.
    expect(within(alert).getAllByRole('button').map((button) => button.textContent)).toEqual(['Retry']);

    // The address bar still shows /installation: a client navigation to the failed page.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith('/customization');
    expect(screen.queryByRole('alert')).toBeNull();
    // Retry is a navigation like any other: the spinner shows if it is slow.
    await wait(200);
    expect(spinner()).toBeInTheDocument();
  });

  it('Retry reloads the page in full when the address bar already shows the failed page', () => {
    // The router committed /customization to the address bar without its content.
    renderPageAt('/customization');
    act(() => navigationFailed('/customization'));
    // jsdom cannot reload (its location cannot be spied on); it reports "Not implemented: navigation" instead.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }));
    } finally {
      consoleError.mockRestore();
    }
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('shows nothing for a link that only changes the query of the page (/search?q=foo → /search?q=bar)', async () => {
    const { arrive } = renderPageAt('/search?q=foo');
    routerStarts('/search?q=bar');
    // Not a page load: no spinner and no progress bar, however long the router takes.
    await wait(1000);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
    arrive('/search?q=bar');
    await wait(1000);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
  });

  it('shows nothing for a query-only back/forward on the page (/search?q=bar → /search?q=foo)', async () => {
    renderPageAt('/search?q=bar');
    act(() => window.history.pushState(null, '', '/search?q=foo'));
    routerStarts(window.location.href, 'traverse');
    await wait(1000);
    expect(spinner()).toBeNull();
    expect(progressBar()).toBeNull();
  });
});

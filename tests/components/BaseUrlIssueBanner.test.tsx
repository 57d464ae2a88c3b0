import { BaseUrlIssueBanner } from '@/components/layout/BaseUrlIssueBanner';
import { inlineScriptOf } from './inlineScript';

const script = inlineScriptOf(<BaseUrlIssueBanner />);
type WindowWithNext = Window & { next?: { version?: string } };

let loadListeners: EventListenerOrEventListenerObject[] = [];

/** Runs the inline script at `path`, then fires the window's load event; returns the banner, if any. */
function loadPageAt(path: string) {
  window.history.replaceState(null, '', path);
  const addEventListener = jest.spyOn(window, 'addEventListener');
  script.run();
  loadListeners = addEventListener.mock.calls.filter(([type]) => type === 'load').map(([, listener]) => listener!);
  addEventListener.mockRestore();
  window.dispatchEvent(new Event('load'));
  return document.getElementById('base-url-issue-banner');
}

afterEach(() => {
  loadListeners.forEach((listener) => window.removeEventListener('load', listener));
  loadListeners = [];
  document.getElementById('base-url-issue-banner')?.remove();
  delete (window as WindowWithNext).next;
  window.history.replaceState(null, '', '/');
});

describe('BaseUrlIssueBanner (plain script, for when the app cannot start)', () => {
  it('waits for the page to load before deciding', () => {
    window.history.replaceState(null, '', '/docs/installation');
    const addEventListener = jest.spyOn(window, 'addEventListener');
    script.run();
    loadListeners = addEventListener.mock.calls.filter(([type]) => type === 'load').map(([, listener]) => listener!);
    addEventListener.mockRestore();
    expect(loadListeners).toHaveLength(1);
    expect(document.getElementById('base-url-issue-banner')).toBeNull();
  });

  it('explains the problem and suggests a base URL when the site is served under another path and the app did not start', () => {
    document.body.innerHTML = '<main>Page content</main>';
    const banner = loadPageAt('/docs/installation');
    expect(banner).not.toBeNull();
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('Your site did not load properly.');
    expect(banner).toHaveTextContent('This page is at http://localhost/docs/installation.');
    expect(banner).toHaveTextContent('Current configured baseUrl = / (default value)');
    expect(banner).toHaveTextContent('We suggest trying baseUrl = /docs/');
    // At the top of the page, where the reader sees it first.
    expect(document.body.firstElementChild).toBe(banner);
  });

  it('suggests the folder itself for a URL ending in a slash', () => {
    expect(loadPageAt('/docs/')).toHaveTextContent('We suggest trying baseUrl = /docs/');
  });

  it('shows nothing when the app started (window.next is set)', () => {
    (window as WindowWithNext).next = { version: '16' };
    expect(loadPageAt('/docs/installation')).toBeNull();
  });

  it.each(['/installation', '/', '/index.html'])('shows nothing at %s, where the suggested base URL is the configured one', (path) => {
    expect(loadPageAt(path)).toBeNull();
  });
});

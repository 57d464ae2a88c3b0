import { baseUrlIssueBannerScript } from '@/lib/head-script-texts';
import { inlineScriptOf } from './inlineScript';
import { SETTLED_GLOBAL } from '@/lib/postbuild/after-paint-scripts';

const script = inlineScriptOf(baseUrlIssueBannerScript());
type WindowWithNext = Window & { __textwidgetAppStarted?: boolean };

/** Runs the inline script at `path`; returns the load listeners it asked for (kept here, not on window). */
function runAt(path: string): EventListener[] {
  window.history.replaceState(null, '', path);
  const listeners: EventListener[] = [];
  const addEventListener = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'load') listeners.push(listener as EventListener);
  });
  script.run();
  addEventListener.mockRestore();
  return listeners;
}

/** Lets the script's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the inline script at `path`, then the page's load event; returns the banner, if any. */
async function loadPageAt(path: string) {
  runAt(path).forEach((listener) => listener(new Event('load')));
  await settle();
  return document.getElementById('base-url-issue-banner');
}

afterEach(() => {
  document.getElementById('base-url-issue-banner')?.remove();
  delete (window as WindowWithNext).__textwidgetAppStarted;
  delete (window as unknown as Record<string, unknown>)[SETTLED_GLOBAL];
  window.history.replaceState(null, '', '/');
});

describe('BaseUrlIssueBanner (plain script, for when the app cannot start)', () => {
  it('waits for the page to load before deciding', () => {
    expect(runAt('/docs/installation')).toHaveLength(1);
    expect(document.getElementById('base-url-issue-banner')).toBeNull();
  });

  it('explains the problem and suggests a base URL when the site is served under another path and the app did not start', async () => {
    document.body.innerHTML = '<main>Page content</main>';
    const banner = await loadPageAt('/docs/installation');
    expect(banner).not.toBeNull();
    expect(banner).toHaveAttribute('role', 'alert');
    expect(banner).toHaveTextContent('Your site did not load properly.');
    expect(banner).toHaveTextContent('This page is at http://localhost/docs/installation.');
    expect(banner).toHaveTextContent('Current configured baseUrl = / (default value)');
    expect(banner).toHaveTextContent('We suggest trying baseUrl = /docs/');
    // At the top of the page, where the reader sees it first.
    expect(document.body.firstElementChild).toBe(banner);
  });

  it('suggests the folder itself for a URL ending in a slash', async () => {
    expect(await loadPageAt('/docs/')).toHaveTextContent('We suggest trying baseUrl = /docs/');
  });

  it('shows nothing when the app started (instrumentation-client.ts ran)', async () => {
    (window as WindowWithNext).__textwidgetAppStarted = true;
    expect(await loadPageAt('/docs/installation')).toBeNull();
  });

  it('waits for the app scripts started after the first paint, then decides on whether the app started', async () => {
    let scriptsDone!: () => void;
    const slots = window as unknown as Record<string, unknown>;
    slots[SETTLED_GLOBAL] = new Promise<void>((resolve) => (scriptsDone = resolve));
    expect(await loadPageAt('/docs/installation')).toBeNull();
    scriptsDone();
    await settle();
    // The scripts ran, but the app did not start.
    expect(document.getElementById('base-url-issue-banner')).not.toBeNull();

    document.getElementById('base-url-issue-banner')?.remove();
    slots[SETTLED_GLOBAL] = new Promise<void>((resolve) => (scriptsDone = resolve));
    expect(await loadPageAt('/docs/installation')).toBeNull();
    (window as WindowWithNext).__textwidgetAppStarted = true;
    scriptsDone();
    await settle();
    // The app started.
    expect(document.getElementById('base-url-issue-banner')).toBeNull();
  });

  it.each(['/installation', '/', '/index.html'])('shows nothing at %s, where the suggested base URL is the configured one', async (path) => {
    expect(await loadPageAt(path)).toBeNull();
  });
});

/**
 * Next's fallback to a full load when page data cannot be fetched, as the Navigation API reports it.
 * jsdom has no Navigation API: a plain EventTarget stands in for window.navigation.
 */
type Api = {
  state: typeof import('@/lib/browser/navigation-state');
  failure: typeof import('@/lib/browser/route-load-failure');
};

let api: Api;
let navigation: EventTarget;
const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});

function fresh(): Api {
  let loaded: Api | undefined;
  jest.isolateModules(() => {
    loaded = { state: require('@/lib/browser/navigation-state'), failure: require('@/lib/browser/route-load-failure') };
  });
  return loaded!;
}

/** A navigate event; returns whether it was cancelled. */
function navigate(url: string, init: { userInitiated?: boolean; sameDocument?: boolean; navigationType?: string } = {}): boolean {
  const event = Object.assign(new Event('navigate', { cancelable: true }), {
    userInitiated: init.userInitiated ?? false,
    navigationType: init.navigationType ?? 'push',
    destination: { url: new URL(url, window.location.href).href, sameDocument: init.sameDocument ?? false },
  });
  navigation.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  window.sessionStorage.clear();
  warn.mockClear();
  window.history.pushState(null, '', '/');
  navigation = new EventTarget();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  api = fresh();
  api.state.navigationFinished();
  api.failure.watchRouteLoadFailures();
});

describe('watchRouteLoadFailures', () => {
  it('lets the first full load of the page being navigated to go ahead, with a warning', () => {
    api.state.navigationStarted('/installation');
    expect(navigate('/installation')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Loading /installation failed; reloading the page.');
    expect(api.state.getNavigationState()).toMatchObject({ status: 'loading' });
  });

  it('cancels the second one in the session and shows the failure (Retry)', () => {
    window.sessionStorage.setItem('textwidget.route-reload-attempted:/installation', 'true');
    api.state.navigationStarted('/installation');
    expect(navigate('/installation')).toBe(true);
    expect(api.state.getNavigationState()).toEqual({ status: 'failed', url: '/installation' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['no navigation is under way', () => {}, '/installation', {}],
    ['the reader started it (address bar, link to another site)', () => api.state.navigationStarted('/installation'), '/installation', { userInitiated: true }],
    ['it stays in the document (the router pushing history)', () => api.state.navigationStarted('/installation'), '/installation', { sameDocument: true }],
    ['it is back/forward', () => api.state.navigationStarted('/installation'), '/installation', { navigationType: 'traverse' }],
    ['it goes to another page', () => api.state.navigationStarted('/installation'), '/customization', {}],
  ])('leaves a load alone when %s', (_, start, url, init) => {
    window.sessionStorage.setItem('textwidget.route-reload-attempted:/installation', 'true');
    start();
    expect(navigate(url, init)).toBe(false);
    expect(api.state.getNavigationState().status).not.toBe('failed');
  });

  it("leaves the site's own full load alone (Retry's last resort)", () => {
    window.sessionStorage.setItem('textwidget.route-reload-attempted:/installation', 'true');
    api.state.navigationStarted('/installation');
    // jsdom cannot load documents; it reports "Not implemented: navigation" instead.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.failure.loadInFull('/installation');
    consoleError.mockRestore();
    expect(navigate('/installation')).toBe(false);
  });
});

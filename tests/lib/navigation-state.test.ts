import type * as NavigationStateModule from '@/lib/browser/navigation-state';

type NavigationStateApi = typeof NavigationStateModule;

/** A fresh copy of the module (it keeps its state in module variables). */
function freshNavigationState(): NavigationStateApi {
  let api: NavigationStateApi | undefined;
  jest.isolateModules(() => {
    api = require('@/lib/browser/navigation-state') as NavigationStateApi;
  });
  return api!;
}

let nav: NavigationStateApi;

beforeEach(() => {
  jest.useFakeTimers();
  window.history.pushState(null, '', '/installation');
  nav = freshNavigationState();
  nav.setSlowNavigationDelay(200);
});

afterEach(() => {
  jest.useRealTimers();
  window.history.pushState(null, '', '/');
});

describe('navigationState', () => {
  it('is idle until a navigation starts, and idle on the server', () => {
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
    expect(nav.getServerNavigationState()).toEqual({ status: 'idle' });
  });

  it('is loading (not slow yet) as soon as a navigation to another page starts', () => {
    nav.navigationStarted('/customization');
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization', slow: false, traverse: false });
  });

  it('becomes slow once the navigation takes longer than the configured delay', () => {
    nav.navigationStarted('/customization?tab=2#themes');
    jest.advanceTimersByTime(199);
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization?tab=2#themes', slow: false, traverse: false });
    jest.advanceTimersByTime(1);
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization?tab=2#themes', slow: true, traverse: false });
  });

  it('uses the delay it is given', () => {
    nav.setSlowNavigationDelay(1000);
    nav.navigationStarted('/customization');
    jest.advanceTimersByTime(999);
    expect(nav.getNavigationState()).toMatchObject({ status: 'loading', slow: false });
    jest.advanceTimersByTime(1);
    expect(nav.getNavigationState()).toMatchObject({ status: 'loading', slow: true });
  });

  it('accepts absolute URLs of the site and keeps the path, query and hash', () => {
    nav.navigationStarted('http://localhost/customization#events');
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization#events', slow: false, traverse: false });
  });

  it.each([
    ['a hash link on the current page', '#verify-the-installation'],
    ['a link to the current page', '/installation'],
    ['a link to the current page with a hash', '/installation#troubleshooting'],
    ['the .html address of the current page', '/installation.html'],
    ['the /index.html address of the current page', '/installation/index.html'],
    ['a query added to the current page', '/installation?tab=2'],
  ])('stays idle for %s (not a page load)', (_, url) => {
    nav.navigationStarted(url);
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
  });

  it.each([
    ['another query', '/search?q=bar'],
    ['another query and a hash', '/search?q=bar#results'],
    ['no query', '/search'],
    ['the .html address with another query', '/search.html?q=bar'],
  ])('stays idle when only the query of the page changes (/search?q=foo → %s)', (_, url) => {
    window.history.pushState(null, '', '/search?q=foo');
    const listener = jest.fn();
    nav.subscribeNavigation(listener);
    nav.navigationStarted(url);
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stays idle for back/forward that only changes the query of the page being shown', () => {
    window.history.pushState(null, '', '/search?q=foo');
    nav.navigationStarted('http://localhost/search?q=foo', { fromPath: '/search?q=bar' });
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('is loading for a link from a page with a query to another page', () => {
    window.history.pushState(null, '', '/search?q=foo');
    nav.navigationStarted('/customization?tab=2');
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization?tab=2', slow: false, traverse: false });
  });

  it('compares with the page being shown when given (back/forward changes the address bar first)', () => {
    // Back from /installation to /customization: the address bar already shows /customization.
    window.history.pushState(null, '', '/customization');
    nav.navigationStarted('http://localhost/customization', { fromPath: '/installation' });
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization', slow: false, traverse: false });
  });

  it('stays idle for back/forward between hashes of the page being shown', () => {
    window.history.pushState(null, '', '/installation#requirements');
    nav.navigationStarted('http://localhost/installation#requirements', { fromPath: '/installation' });
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('is idle again when the navigation finishes, and never turns slow afterwards', () => {
    nav.navigationStarted('/customization');
    nav.navigationFinished();
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('restarts the slow delay when a new navigation replaces a pending one', () => {
    nav.navigationStarted('/customization');
    jest.advanceTimersByTime(150);
    nav.navigationStarted('/');
    jest.advanceTimersByTime(150);
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/', slow: false, traverse: false });
    jest.advanceTimersByTime(50);
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/', slow: true, traverse: false });
  });

  it('is failed, with the page that could not load, when the navigation fails', () => {
    nav.navigationStarted('/customization');
    nav.navigationFailed('/customization');
    expect(nav.getNavigationState()).toEqual({ status: 'failed', url: '/customization' });
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'failed', url: '/customization' });
  });

  it('keeps the failure when a navigation finishes, so the Retry message stays up', () => {
    nav.navigationFailed('/customization');
    nav.navigationFinished();
    expect(nav.getNavigationState()).toEqual({ status: 'failed', url: '/customization' });
  });

  it('leaves the failure when the reader retries (a new navigation starts), and is idle once it finishes', () => {
    nav.navigationFailed('/customization');
    nav.navigationStarted('/customization');
    expect(nav.getNavigationState()).toEqual({ status: 'loading', url: '/customization', slow: false, traverse: false });
    nav.navigationFinished();
    expect(nav.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('can fail again after a retry', () => {
    nav.navigationFailed('/customization');
    nav.navigationStarted('/customization');
    nav.navigationFailed('/customization');
    jest.advanceTimersByTime(1000);
    expect(nav.getNavigationState()).toEqual({ status: 'failed', url: '/customization' });
  });

  it('calls its subscribers on every change, until they unsubscribe', () => {
    const listener = jest.fn();
    const other = jest.fn();
    const unsubscribe = nav.subscribeNavigation(listener);
    nav.subscribeNavigation(other);

    nav.navigationStarted('/customization');
    expect(listener).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(200);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(nav.getNavigationState()).toMatchObject({ slow: true });
    nav.navigationFinished();
    expect(listener).toHaveBeenCalledTimes(3);
    nav.navigationFailed('/customization');
    expect(listener).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(4);

    unsubscribe();
    nav.navigationStarted('/customization');
    expect(listener).toHaveBeenCalledTimes(4);
    expect(other).toHaveBeenCalledTimes(5);
  });

  it('does not call subscribers for navigations it ignores', () => {
    const listener = jest.fn();
    nav.subscribeNavigation(listener);
    nav.navigationStarted('#top');
    nav.navigationFinished();
    expect(listener).not.toHaveBeenCalled();
  });

  describe('arriving on a new page', () => {
    beforeEach(() => {
      document.body.innerHTML = '<div id="top" tabindex="-1"></div><button>elsewhere</button>';
      document.querySelector('button')!.focus();
      window.scrollTo = jest.fn();
    });

    it('after a link to another page: focus at the top of the document, scrolled to the top', () => {
      nav.navigationStarted('/customization');
      nav.navigationFinished();
      expect(document.activeElement).toBe(document.getElementById('top'));
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    });

    it('after Back or Forward: focus at the top of the document (the followed link left with its page), the scroll left to the browser', () => {
      nav.navigationStarted('/customization', { traverse: true });
      nav.navigationFinished();
      expect(document.activeElement).toBe(document.getElementById('top'));
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it.each([
      ['a link to a section of another page', '/customization#themes', {}],
      ['Back or Forward to a section', '/customization#themes', { traverse: true }],
    ])('after %s: focus and scroll are left to the browser and the router', (_, url, options) => {
      nav.navigationStarted(url, options);
      nav.navigationFinished();
      expect(document.activeElement).toBe(document.querySelector('button'));
      expect(window.scrollTo).not.toHaveBeenCalled();
    });

    it('without a navigation (the first render): nothing moves', () => {
      nav.navigationFinished();
      expect(document.activeElement).toBe(document.querySelector('button'));
    });
  });
});

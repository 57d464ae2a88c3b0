/**
 * @jest-environment node
 *
 * jsdom's window.location (and its assign method) cannot be replaced or spied on
 * (non-configurable, [LegacyUnforgeable]), and its navigation is not implemented.
 * The guard only needs location, sessionStorage and fetch from `window`, so these
 * tests run in Node with a stand-in window whose location.assign is a mock.
 */
import type * as NavigationStateModule from '@/components/layout/navigationState';
import type * as RouteLoadGuardModule from '@/components/layout/routeLoadGuard';

type FakeWindow = {
  location: { href: string; pathname: string; search: string; hash: string; assign: jest.Mock };
  sessionStorage: Storage;
  fetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
};

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => Array.from(values.keys())[index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

let fakeWindow: FakeWindow;
let guard: typeof RouteLoadGuardModule;
let navigation: typeof NavigationStateModule;
let warn: jest.SpyInstance;

/** A new page load: fresh module instances (the guard installs once per instance), same session storage. */
function loadPage() {
  jest.isolateModules(() => {
    guard = require('@/components/layout/routeLoadGuard');
    navigation = require('@/components/layout/navigationState');
  });
}

beforeEach(() => {
  fakeWindow = {
    location: {
      href: 'http://localhost/installation',
      pathname: '/installation',
      search: '',
      hash: '',
      assign: jest.fn(),
    },
    sessionStorage: memoryStorage(),
    fetch: jest.fn(),
  };
  (globalThis as { window?: unknown }).window = fakeWindow;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  loadPage();
});

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
  jest.restoreAllMocks();
});

const PENDING = Symbol('pending');
/** Whether the promise is still unsettled after pending timers and microtasks have run. */
async function settledValue<T>(promise: Promise<T>): Promise<T | typeof PENDING> {
  return Promise.race([promise, new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 20))]);
}

function storageThrowing() {
  Object.defineProperty(fakeWindow, 'sessionStorage', {
    configurable: true,
    get() {
      throw new Error('The operation is insecure.');
    },
  });
}

describe('reloadOnce', () => {
  it('the first time, warns naming the page and reloads at the URL', () => {
    const reason = new TypeError('Failed to fetch');
    expect(guard.reloadOnce('/customization#themes', reason)).toBe(true);
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);
    expect(fakeWindow.location.assign).toHaveBeenCalledWith('/customization#themes');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('/customization');
    expect(warn.mock.calls[0]).toContain(reason);
  });

  it('the second time for the same page, does not reload again (no reload loop)', () => {
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(true);
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(false);
    expect(guard.reloadOnce('/customization?tab=2#events', new Error('x'))).toBe(false);
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('remembers the attempt across the reload (same session)', () => {
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(true);
    loadPage();
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(false);
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);
  });

  it('reloads once for each page', () => {
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(true);
    expect(guard.reloadOnce('/', new Error('x'))).toBe(true);
    expect(fakeWindow.location.assign.mock.calls).toEqual([['/customization'], ['/']]);
  });

  it('does not reload when sessionStorage is unavailable (it could not stop a loop)', () => {
    storageThrowing();
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(false);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
  });

  it('does not reload when sessionStorage cannot be written (quota, private mode)', () => {
    fakeWindow.sessionStorage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(guard.reloadOnce('/customization', new Error('x'))).toBe(false);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
  });
});

describe('installRouteLoadGuard', () => {
  const navigationHeaders = { rsc: '1', 'next-router-state-tree': '%5B%5D' };

  it('lets a successful navigation data request through, with its arguments', async () => {
    const response = new Response('data');
    const original = jest.fn().mockResolvedValue(response);
    fakeWindow.fetch = original;
    guard.installRouteLoadGuard();
    expect(fakeWindow.fetch).not.toBe(original);
    const init = { headers: navigationHeaders };
    await expect(fakeWindow.fetch('/customization.txt?_rsc=abc', init)).resolves.toBe(response);
    expect(original).toHaveBeenCalledWith('/customization.txt?_rsc=abc', init);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
  });

  it('reloads at the page when a navigation cannot load its data, and keeps Next waiting', async () => {
    const original = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    fakeWindow.fetch = original;
    guard.installRouteLoadGuard();

    const result = fakeWindow.fetch('/customization.txt?_rsc=abc', { headers: navigationHeaders });
    expect(await settledValue(result)).toBe(PENDING);
    expect(original).toHaveBeenCalledWith('/customization.txt?_rsc=abc', { headers: navigationHeaders });
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);
    expect(fakeWindow.location.assign).toHaveBeenCalledWith('/customization');
    expect(warn.mock.calls[0][0]).toContain('/customization');
    expect(navigation.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('after one reload, shows the failure for that page instead of reloading again, and keeps Next waiting', async () => {
    fakeWindow.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    guard.installRouteLoadGuard();
    void fakeWindow.fetch('/customization.txt?_rsc=abc', { headers: navigationHeaders });
    await settledValue(Promise.resolve());
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);

    // The reloaded page navigates there again, and fails again.
    loadPage();
    fakeWindow.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    guard.installRouteLoadGuard();
    const second = fakeWindow.fetch('/customization/__next._tree.txt?_rsc=def', { headers: navigationHeaders });
    expect(await settledValue(second)).toBe(PENDING);
    expect(fakeWindow.location.assign).toHaveBeenCalledTimes(1);
    expect(navigation.getNavigationState()).toEqual({ status: 'failed', url: '/customization' });
  });

  it('shows the failure at once when sessionStorage is unavailable', async () => {
    storageThrowing();
    fakeWindow.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    guard.installRouteLoadGuard();
    const result = fakeWindow.fetch('/index.txt?_rsc=1', { headers: navigationHeaders });
    expect(await settledValue(result)).toBe(PENDING);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    expect(navigation.getNavigationState()).toEqual({ status: 'failed', url: '/' });
  });

  it('recognises a navigation given as a Request or a URL', async () => {
    fakeWindow.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    guard.installRouteLoadGuard();
    const request = new Request('http://localhost/customization.txt?_rsc=1', { headers: { RSC: '1' } });
    expect(await settledValue(fakeWindow.fetch(request))).toBe(PENDING);
    const url = new URL('http://localhost/markdown-page.txt?_rsc=1');
    expect(await settledValue(fakeWindow.fetch(url, { headers: new Headers({ rsc: '1' }) }))).toBe(PENDING);
    expect(fakeWindow.location.assign.mock.calls).toEqual([['/customization'], ['/markdown-page']]);
  });

  it('leaves failing prefetches alone: the error reaches Next, no reload, no failure message', async () => {
    const error = new TypeError('Failed to fetch');
    fakeWindow.fetch = jest.fn().mockRejectedValue(error);
    guard.installRouteLoadGuard();
    await expect(
      fakeWindow.fetch('/customization.txt?_rsc=abc', { headers: { rsc: '1', 'next-router-prefetch': '1' } }),
    ).rejects.toBe(error);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    expect(navigation.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('leaves other requests alone, successful or failing', async () => {
    const response = new Response('{}');
    const error = new TypeError('Failed to fetch');
    fakeWindow.fetch = jest.fn().mockResolvedValueOnce(response).mockRejectedValueOnce(error);
    guard.installRouteLoadGuard();
    await expect(fakeWindow.fetch('/search-index.json')).resolves.toBe(response);
    await expect(fakeWindow.fetch('https://api.example.com/x', { headers: { accept: 'application/json' } })).rejects.toBe(error);
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    expect(navigation.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('leaves a navigation that was aborted on purpose (replaced by a newer one) alone', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = new DOMException('The operation was aborted.', 'AbortError');
    fakeWindow.fetch = jest.fn().mockRejectedValue(error);
    guard.installRouteLoadGuard();
    await expect(fakeWindow.fetch('/customization.txt?_rsc=abc', { headers: navigationHeaders, signal: controller.signal })).rejects.toBe(
      error,
    );
    expect(fakeWindow.location.assign).not.toHaveBeenCalled();
    expect(navigation.getNavigationState()).toEqual({ status: 'idle' });
  });

  it('installs only once per page', async () => {
    const original = jest.fn().mockResolvedValue(new Response(''));
    fakeWindow.fetch = original;
    guard.installRouteLoadGuard();
    const wrapped = fakeWindow.fetch;
    guard.installRouteLoadGuard();
    expect(fakeWindow.fetch).toBe(wrapped);
    await fakeWindow.fetch('/x');
    expect(original).toHaveBeenCalledTimes(1);
  });
});

import { cleanAddressScript } from '@/lib/head-script-texts';
import { normalizePathname } from '@/lib/paths';
import { inlineScriptOf } from './inlineScript';

const script = inlineScriptOf(cleanAddressScript());

/** Opens `url` (without reloading), runs the head script, and returns the address bar's path, query and hash. */
function addressAfterScript(url: string, state: unknown = null) {
  // Whole URL: a bare "//installation" would name another host.
  window.history.replaceState(state, '', window.location.origin + url);
  script.run();
  return window.location.pathname + window.location.search + window.location.hash;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('cleanAddressScript (runs in <head> before the app starts)', () => {
  it.each([
    ['/installation.html?x=1#a', '/installation?x=1#a'],
    ['/installation.html', '/installation'],
    ['/index.html', '/'],
    ['/index.html?x=1#top', '/?x=1#top'],
    ['/installation/index.html', '/installation'],
    ['/installation/index.html#troubleshooting', '/installation#troubleshooting'],
    ['/guides/setup.html', '/guides/setup'],
    // The router reads "//installation" as the URL of a host named "installation", and crashes.
    ['//installation', '/installation'],
    ['//installation?x=1#a', '/installation?x=1#a'],
    ['///evil.example.com/x', '/evil.example.com/x'],
    ['/guides//setup', '/guides/setup'],
    ['//index.html', '/'],
  ])('shows %s as %s', (url, shown) => {
    expect(addressAfterScript(url)).toBe(shown);
  });

  it.each(['/installation', '/installation?x=1#a', '/', '/?x=1', '/#top'])('leaves %s unchanged', (url) => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    window.history.replaceState(null, '', url);
    replaceState.mockClear();
    script.run();
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(url);
    replaceState.mockRestore();
  });

  it('keeps the history entry’s state (the router keeps its own state there)', () => {
    addressAfterScript('/installation.html', { __NA: true, key: 'k1' });
    expect(window.history.state).toEqual({ __NA: true, key: 'k1' });
  });

  it('replaces the history entry instead of adding one (Back still leaves the page)', () => {
    const before = window.history.length;
    addressAfterScript('/customization.html');
    expect(window.history.length).toBe(before);
  });

  // normalizePathname (the client's) never sees repeated slashes: this script merged them before the router started.
  it.each(['/installation.html', '/installation/index.html', '/index.html', '/a/b/index.html', '/a.b.html', '/installation'])(
    'follows the same rule as normalizePathname for %s',
    (pathname) => {
      expect(addressAfterScript(pathname)).toBe(normalizePathname(pathname));
    },
  );
});

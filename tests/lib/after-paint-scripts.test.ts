import { deferScriptsAfterPaint, oneScript, SETTLED_GLOBAL, TEMPLATE_ID } from '@/lib/postbuild/after-paint-scripts';
import { PAYLOAD_GLOBAL, payloadFetchScript } from '@/lib/postbuild/payload-file';

const head = [
  '<meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/pre.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<link rel="icon" href="/favicon.svg"/>',
  '<script>document.documentElement.dataset.x="1"</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
].join('');
const page = `<!DOCTYPE html><html><head>${head}</head><body><p>Text &lt;script src="x.js" async&gt;</p><script>self.__next_f.push([1,""])</script></body></html>`;

describe('deferScriptsAfterPaint', () => {
  const result = deferScriptsAfterPaint(page, 'index.html');
  const [before, after] = result.split('</head>');

  it('takes the async chunk scripts and script preloads out of the head', () => {
    expect(before).not.toContain('one.js');
    expect(before).not.toContain('two.js');
    expect(before).not.toContain('pre.js');
  });

  it('keeps the stylesheet, icons, inline scripts and nomodule polyfills where they were', () => {
    expect(before).toContain('a.css');
    expect(before).toContain('favicon.svg');
    expect(before).toContain('dataset.x="1"');
    expect(before).toContain('polyfill.js');
  });

  it('puts the tags, in their order, in an inert template at the end of the body, after the payload', () => {
    const template = after.match(new RegExp(`<template id="${TEMPLATE_ID}">(.*?)</template>`))?.[1];
    expect(template).toBe(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/pre.js"/>' +
        '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>',
    );
    expect(after.indexOf('__next_f')).toBeLessThan(after.indexOf(TEMPLATE_ID));
    expect(after).toMatch(/<\/template><script>\(function\(\)\{.*requestAnimationFrame.*<\/script><\/body><\/html>$/);
  });

  it('leaves text in the body alone', () => {
    expect(after).toContain('<p>Text &lt;script src="x.js" async&gt;</p>');
  });

  it('finds the scripts as a browser does, whatever the attribute order, quoting or loading mode', () => {
    const other = `<!DOCTYPE html><html><head><script defer src='/_next/static/chunks/d.js'></script><SCRIPT ASYNC SRC=/_next/static/chunks/e.js></SCRIPT></head><body><p>Hi</p></body></html>`;
    const [otherHead, otherRest] = deferScriptsAfterPaint(other).split('</head>');
    expect(otherHead).not.toContain('chunks/');
    expect(otherRest).toContain(`<template id="${TEMPLATE_ID}"><script defer src='/_next/static/chunks/d.js'></script><SCRIPT ASYNC SRC=/_next/static/chunks/e.js></SCRIPT></template>`);
  });

  it('moves a chunk script Next puts in the body too (the instrumentation-client chunk), not other scripts', () => {
    const inBody = `<html><head><script src="/_next/static/chunks/one.js" async=""></script></head><body><p>Hi</p><script src="/_next/static/chunks/instr.js" async=""></script><script src="/widget.js"></script></body></html>`;
    const finished = deferScriptsAfterPaint(inBody);
    expect(finished).toContain('<p>Hi</p><script src="/widget.js"></script><template');
    expect(finished).toContain('<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/instr.js" async=""></script></template>');
  });

  it('drops a preload of a URL that is also a script: the script fetches it, once', () => {
    const doubled = `<html><head><link rel="preload" as="script" href="/_next/static/chunks/one.js"/><script src="/_next/static/chunks/one.js" async=""></script></head><body></body></html>`;
    const finished = deferScriptsAfterPaint(doubled);
    expect(finished.match(/chunks\/one\.js/g)).toHaveLength(1);
    expect(finished).toContain('<script src="/_next/static/chunks/one.js" async=""></script></template>');
  });

  it('leaves a page without chunk scripts unchanged', () => {
    const plain = '<html><head><link rel="stylesheet" href="/a.css"/></head><body>Hi</body></html>';
    expect(deferScriptsAfterPaint(plain)).toBe(plain);
  });

  it('refuses a page it already changed, naming it', () => {
    expect(() => deferScriptsAfterPaint(result, 'index.html')).toThrow(
      'index.html already defers its scripts: run "next build" again before this step.',
    );
  });
});

describe('deferScriptsAfterPaint with head scripts (lib/head-script-texts.ts)', () => {
  const scripts = ['document.documentElement.dataset.theme="dark"', 'window.y=2'];

  const one = 'try{document.documentElement.dataset.theme="dark"\n}catch(e){}try{window.y=2\n}catch(e){}';

  it('writes them as one script, in order, right before the stylesheet (a script after it would wait for it)', () => {
    const [before, after] = deferScriptsAfterPaint(page, 'index.html', scripts).split('</head>');
    expect(before).toContain(`<meta charSet="utf-8"/><script>${one}</script><link rel="stylesheet"`);
    expect(after).not.toContain('window.y=2');
  });

  it('writes them at the end of a <head> without a stylesheet, in a page without chunk scripts too', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(deferScriptsAfterPaint(plain, 'plain.html', scripts)).toBe(
      `<!DOCTYPE html><html><head><title>x</title><script>${one}</script></head><body><p>x</p></body></html>`,
    );
  });

  it('keeps each apart: one that throws does not stop the next', () => {
    const text = oneScript(['window.a=1', 'null.b', 'window.c=3']);
    new Function(text)();
    expect((window as unknown as Record<string, number>).a).toBe(1);
    expect((window as unknown as Record<string, number>).c).toBe(3);
    expect(oneScript(['window.a=1'])).toBe('window.a=1');
    // A part ending in a line comment does not swallow its block's end.
    new Function(oneScript(['window.a=4 // trailing', 'window.c=5']))();
    expect((window as unknown as Record<string, number>).c).toBe(5);
  });
});

describe('the loader', () => {
  function run(visibility: 'visible' | 'hidden') {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    const html = deferScriptsAfterPaint(page, 'index.html');
    const body = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
    document.body.innerHTML = body;
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.push(callback), frames.length));
    jest.useFakeTimers();
    const loader = document.body.querySelector(`#${TEMPLATE_ID} + script`)!.textContent!;
    new Function(loader)();
    return frames;
  }
  const added = () => [...document.head.children].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds live script elements only after the first frame has painted', () => {
    const frames = run('visible');
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(['/_next/static/chunks/pre.js', '/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    const script = document.head.querySelector('script')!;
    expect(script.async).toBe(true);
    expect(document.head.querySelector('link')!.getAttribute('fetchpriority')).toBe('low');
  });

  it('settles its promise once every script has loaded or failed', async () => {
    const frames = run('visible');
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    let settled = false;
    void (window as unknown as Record<string, Promise<void>>)[SETTLED_GLOBAL].then(() => (settled = true));
    const [one, two] = document.head.querySelectorAll('script');
    one.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    two.dispatchEvent(new Event('error'));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('adds them at once in a hidden tab, which paints no frame', () => {
    const frames = run('hidden');
    expect(frames).toHaveLength(0);
    expect(added()).toHaveLength(3);
  });
});

describe('the loader, with a payload file (lib/postbuild/payload-file.ts)', () => {
  let resolveFetch: (response: { ok: boolean; status: number; text: () => Promise<string> }) => void;
  let rejectFetch: (error: Error) => void;
  const fetchMock = jest.fn();
  const PAYLOAD = '0:{"a":1}\n';

  function run() {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    const html = deferScriptsAfterPaint(page, 'index.html');
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.push(callback), frames.length));
    fetchMock.mockReset().mockReturnValue(new Promise((resolve, reject) => ((resolveFetch = resolve), (rejectFetch = reject))));
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    // The page's fetch script, at the top of its <head> (lib/postbuild/payload-file.ts).
    new Function(payloadFetchScript('/index.txt', PAYLOAD.length))();
    (self as unknown as { __next_f?: unknown[] }).__next_f = [[0]];
    jest.useFakeTimers();
    new Function(document.body.querySelector(`#${TEMPLATE_ID} + script`)!.textContent!)();
    return () => {
      frames.forEach((frame) => frame(0));
      jest.runAllTimers();
    };
  }
  const scripts = () => document.head.querySelectorAll('script').length;
  const ok = (text: string) => ({ ok: true, status: 200, text: () => Promise.resolve(text) });
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as unknown as { fetch?: unknown }).fetch;
    delete (window as unknown as Record<string, unknown>)[PAYLOAD_GLOBAL];
  });

  it("the page's fetch script has started the download before the loader runs; the loader starts no other", () => {
    run();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/index.txt');
  });

  it("adds the scripts only once the paint is done and the payload is in Next's queue", async () => {
    const paint = run();
    paint();
    expect(scripts()).toBe(0);
    resolveFetch(ok(PAYLOAD));
    await flush();
    expect((self as unknown as { __next_f: unknown[] }).__next_f).toEqual([[0], [1, PAYLOAD]]);
    expect(scripts()).toBe(2);
  });

  it('adds no script when the file cannot be had (404, offline, another deploy), and settles: the page stays static HTML', async () => {
    const fails = [
      () => resolveFetch({ ok: false, status: 404, text: () => Promise.resolve('') }),
      () => rejectFetch(new Error('offline')),
      // A file of another deploy than the HTML (a stale cache): not hydrated against the wrong markup.
      () => resolveFetch(ok(`${PAYLOAD}2:"new"\n`)),
    ];
    for (const fail of fails) {
      const paint = run();
      let settled = false;
      void (window as unknown as Record<string, Promise<void>>)[SETTLED_GLOBAL].then(() => (settled = true));
      paint();
      fail();
      await flush();
      expect(scripts()).toBe(0);
      expect(settled).toBe(true);
      jest.useRealTimers();
    }
  });
});


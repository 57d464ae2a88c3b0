import { deferScriptsAfterPaint, SETTLED_GLOBAL, TEMPLATE_ID } from '@/lib/postbuild/after-paint-scripts';

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

  it('writes them at the end of <head>, in order, before anything of the body', () => {
    const [before, after] = deferScriptsAfterPaint(page, 'index.html', scripts).split('</head>');
    expect(before.endsWith('<script>document.documentElement.dataset.theme="dark"</script><script>window.y=2</script>')).toBe(true);
    expect(after).not.toContain('window.y=2');
  });

  it('writes them into a page without chunk scripts too', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(deferScriptsAfterPaint(plain, 'plain.html', scripts)).toBe(
      '<!DOCTYPE html><html><head><title>x</title><script>document.documentElement.dataset.theme="dark"</script><script>window.y=2</script></head><body><p>x</p></body></html>',
    );
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

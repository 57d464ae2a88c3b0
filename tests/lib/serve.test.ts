/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer, resolveFile } from '@/lib/tools/serve';

/** A small out/ folder: pages, a nested page, a script, the 404 page; and a secret file next to it. */
function makeSite(options: { with404?: boolean } = {}) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const root = path.join(parent, 'out');
  const files: Record<string, string> = {
    'index.html': '<h1>Introduction</h1>',
    'installation.html': '<h1>Installation</h1>',
    'installation.txt': 'rsc data',
    'installation/__next._tree.txt': 'tree',
    'guides/index.html': '<h1>Guides</h1>',
    '_next/a.js': 'console.log("a")',
    ...(options.with404 === false ? {} : { '404.html': '<h1>Page Not Found</h1>' }),
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'secret');
  fs.writeFileSync(path.join(parent, 'out-secret.html'), 'secret');
  return { parent, root, file: (name: string) => path.join(root, name) };
}

describe('resolveFile (the file a static host answers with)', () => {
  const site = makeSite();
  afterAll(() => fs.rmSync(site.parent, { recursive: true, force: true }));

  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/installation', 'installation.html'],
    ['/installation.html', 'installation.html'],
    ['/installation/index.html', 'installation.html'],
    ['/installation.txt', 'installation.txt'],
    ['/installation/__next._tree.txt', 'installation/__next._tree.txt'],
    ['/guides', 'guides/index.html'],
    ['/guides/', 'guides/index.html'],
    ['/_next/a.js', '_next/a.js'],
    ['/%69nstallation', 'installation.html'],
  ])('%s → %s', (urlPath, file) => {
    expect(resolveFile(site.root, urlPath)).toBe(site.file(file));
  });

  it.each(['/nope', '/nope.html', '/_next', '/installation/nope', '/%E0%A4%A'])('%s → nothing (404)', (urlPath) => {
    expect(resolveFile(site.root, urlPath)).toBeNull();
  });

  it.each([
    '/../etc/passwd',
    '/../secret.txt',
    '../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/a/../../secret.txt',
    '..',
    '../..',
    '/../out-secret',
    '..%2f..%2f..%2f..%2fetc%2fpasswd',
  ])('never answers with a file outside the root: %s', (urlPath) => {
    const file = resolveFile(site.root, urlPath);
    expect(file).toBeNull();
  });
});

describe('createStaticServer', () => {
  let site: ReturnType<typeof makeSite>;
  let server: http.Server;
  let base: string;

  async function start(options?: { with404?: boolean; base?: string; headers?: string }) {
    site = makeSite(options);
    if (options?.headers) fs.writeFileSync(site.file('_headers'), options.headers);
    server = createStaticServer(site.root, { base: options?.base });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** A raw request, so paths such as "/../x" reach the server as written. */
  function request(method: string, urlPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${urlPath}`, { method, path: urlPath, timeout: 2000 }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('timeout', () => req.destroy(new Error(`no answer to ${method} ${urlPath} within 2 s`)));
      req.on('error', reject);
      req.end();
    });
  }

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(site.parent, { recursive: true, force: true });
  });

  it('serves a page at its clean URL, as HTML', async () => {
    await start();
    const response = await request('GET', '/installation');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('<h1>Installation</h1>');
  });

  it('reads "//installation" as a path with repeated slashes (as nginx merges them), not as a host name', async () => {
    await start();
    expect(await request('GET', '//installation')).toMatchObject({ status: 200, body: '<h1>Installation</h1>' });
    expect(await request('GET', '//nope.example.com/')).toMatchObject({ status: 404, body: '<h1>Page Not Found</h1>' });
  });

  it('serves the home page, scripts and RSC data with their types', async () => {
    await start();
    expect(await request('GET', '/')).toMatchObject({ status: 200, body: '<h1>Introduction</h1>' });
    const script = await request('GET', '/_next/a.js');
    expect(script).toMatchObject({ status: 200, body: 'console.log("a")' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const data = await request('GET', '/installation.txt?_rsc=1');
    expect(data).toMatchObject({ status: 200, body: 'rsc data' });
    expect(data.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers an unknown path with status 404 and the 404.html page', async () => {
    await start();
    const response = await request('GET', '/nope');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('<h1>Page Not Found</h1>');
  });

  it('does not serve files outside its folder', async () => {
    await start();
    for (const urlPath of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt']) {
      const response = await request('GET', urlPath);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers HEAD without a body', async () => {
    await start();
    const response = await request('HEAD', '/installation');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('refuses other methods with 405 and the allowed ones', async () => {
    await start();
    const response = await request('POST', '/installation');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers 404 and keeps running when the folder has no 404.html', async () => {
    await start({ with404: false });
    const crashes: Error[] = [];
    const onUncaught = (error: Error) => crashes.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const missing = await request('GET', '/nope').catch((error: Error) => ({ status: 0, body: error.message }));
      expect(crashes.map((error) => error.message)).toEqual([]);
      expect(missing.status).toBe(404);
      expect(await request('GET', '/installation')).toMatchObject({ status: 200 });
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('serves the folder under a base path, as GitHub Pages serves a project site', async () => {
    await start({ base: '/textwidget/' });
    expect(await request('GET', '/textwidget/installation')).toMatchObject({ status: 200, body: '<h1>Installation</h1>' });
    expect(await request('GET', '/textwidget/')).toMatchObject({ status: 200, body: '<h1>Introduction</h1>' });
    expect(await request('GET', '/textwidget')).toMatchObject({ status: 200, body: '<h1>Introduction</h1>' });
    expect(await request('GET', '/textwidget/nope')).toMatchObject({ status: 404, body: '<h1>Page Not Found</h1>' });
    const outside = await request('GET', '/installation');
    expect(outside.status).toBe(404);
    expect(outside.body).toContain('this server serves /textwidget/');
  });

  it('applies the folder\'s _headers file as Netlify does, and never serves it', async () => {
    await start({ headers: '/*\n  X-Content-Type-Options: nosniff\n/_next/*\n  Cache-Control: public, max-age=31536000, immutable\n' });
    const page = await request('GET', '/installation');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
    const script = await request('GET', '/_next/a.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect((await request('GET', '/nope')).headers['x-content-type-options']).toBe('nosniff');
    expect((await request('GET', '/_headers')).status).toBe(404);
  });
});

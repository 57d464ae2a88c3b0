/**
 * Serves out/ the way a static host does: the exact file, else "<path>.html",
 * else "<path>/index.html", else 404.html with status 404; under a base path
 * (`--base /textwidget/`, as GitHub Pages serves a project site), and with the
 * headers of the folder's generated `_headers` file, as Netlify applies them.
 * Usage: tsx lib/tools/serve.ts [outDir] [--base /textwidget/]   (PORT, HOST from the environment)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, parseHeadersFile, type HeaderRule } from '../postbuild/host-files';
import { stripBase } from '../paths';
import { normalizeBaseUrl } from '../base-url.mjs';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
};

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file that answers `urlPath`, or null for a 404. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  const stripped = base.replace(/[/\\]index\.html$/, '');
  const candidates = [base, `${base}.html`, path.join(base, 'index.html'), `${stripped}.html`];
  return candidates.find(isFile) ?? null;
}

/** Host files are configuration, never content. */
const HIDDEN_FILES = new Set(['/_headers', '/.nojekyll']);

export type ServerOptions = {
  /** URL path the folder is served under ("/" or "/textwidget/"). */
  base?: string;
  /** Header rules; by default the folder's `_headers` file, if any. */
  headerRules?: HeaderRule[];
  /** Compress text responses when the browser accepts it, as static hosts do (the benchmark sets it). */
  gzip?: boolean;
};

const COMPRESSIBLE = /\.(html|js|css|json|txt|svg|xml|md)$/;

function readHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  return isFile(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

export function createStaticServer(root: string, { base = '/', headerRules = readHeaderRules(root), gzip = false }: ServerOptions = {}): http.Server {
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // Parsed as a path: against a base URL, "//installation" would be the root of a host named "installation".
    const { pathname } = new URL(`http://localhost${request.url?.startsWith('/') ? request.url : '/'}`);
    const sitePath = stripBase(pathname, base);
    if (sitePath === null) {
      // Outside the site's folder, as on a host that serves other things there.
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname} (this server serves ${base})\n`);
      return;
    }
    const file = HIDDEN_FILES.has(sitePath) ? null : resolveFile(root, sitePath);
    const status = file ? 200 : 404;
    const notFoundPage = path.join(root, '404.html');
    if (!file && !isFile(notFoundPage)) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`);
      return;
    }
    const body = file ?? notFoundPage;
    const type = TYPES[path.extname(body)] ?? 'application/octet-stream';
    const hostHeaders = headersFor(headerRules, pathname);
    const compress = gzip && COMPRESSIBLE.test(body) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    // Without a Cache-Control rule, hosts revalidate (Netlify and Cloudflare Pages send max-age=0).
    response.writeHead(status, {
      'Cache-Control': 'no-cache',
      ...hostHeaders,
      'Content-Type': type,
      ...(compress ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else {
      const stream = fs.createReadStream(body).on('error', () => response.destroy());
      (compress ? stream.pipe(zlib.createGzip()) : stream).pipe(response);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]).startsWith(path.resolve(__dirname, 'serve'))) {
  const args = process.argv.slice(2);
  const baseAt = args.indexOf('--base');
  const base = normalizeBaseUrl(baseAt >= 0 ? args[baseAt + 1] : '/');
  if (baseAt >= 0) args.splice(baseAt, 2);
  if (args.length > 1) {
    // A port given as an argument would otherwise be ignored silently (the server would use 3000).
    console.error(`Unexpected arguments: ${args.slice(1).join(' ')}. Usage: [PORT=3000] [HOST=127.0.0.1] tsx lib/tools/serve.ts [outDir] [--base /sub/path/]`);
    process.exit(1);
  }
  const root = path.resolve(args[0] ?? 'out');
  if (!isFile(path.join(root, 'index.html'))) {
    console.error(`Nothing to serve: ${root}/index.html is missing. Run "npm run build" first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createStaticServer(root, { base });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(`Port ${port} is already in use. Stop what uses it, or pick another port: PORT=${port + 1} npm start`);
    } else {
      console.error(`The static server could not start: ${error.message}`);
    }
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(`Serving ${path.relative(process.cwd(), root) || root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${base}`);
  });
}

/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const DIST_DIRS: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `next dev` (with `env` added), requests `url`, stops it: the status and the body. */
async function devServerAnswer(url: string, env: Record<string, string>): Promise<{ status: number; body: string }> {
  const port = await freePort();
  const distDir = `.next-dev-probe-${port}`;
  DIST_DIRS.push(distDir);
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Ready in/.test(output)) resolve();
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('close', () => reject(new Error(`next dev stopped:\n${output}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: response.status, body: await response.text() };
  } finally {
    process.kill(-child.pid!, 'SIGKILL');
  }
}

// next dev adds its folder's type paths to tsconfig.json: put the file back as it was.
const TSCONFIG = path.join(ROOT, 'tsconfig.json');
const tsconfig = fs.readFileSync(TSCONFIG);

afterAll(() => {
  fs.writeFileSync(TSCONFIG, tsconfig);
  DIST_DIRS.forEach((dir) => fs.rmSync(path.join(ROOT, dir), { recursive: true, force: true }));
});

describe('lib/next-dev-export-workaround.mjs', () => {
  // Both servers at once: each spends most of its time compiling on one core.
  let answers: Promise<[{ status: number; body: string }, { status: number; body: string }]>;
  beforeAll(() => {
    answers = Promise.all([devServerAnswer('/installation/typo', {}), devServerAnswer('/installation/typo', { TEXTWIDGET_DEV_EXPORT: '1' })]);
    // Awaited by the tests; a failure is reported there.
    answers.catch(() => {});
  });

  it('works: under next dev a path no page generates answers the 404 page with status 404', async () => {
    const [{ status, body }] = await answers;
    expect(status).toBe(404);
    expect(body).toContain('Page Not Found');
  }, 120_000);

  it('is still needed: with output "export", next dev answers such a path with a 500 (vercel/next.js#56477)', async () => {
    const [, { status, body }] = await answers;
    expect(status).toBe(500);
    expect(body).toContain('which is required with');
    expect(body).toContain('output: export');
  }, 120_000);
});

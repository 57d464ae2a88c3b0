/** @jest-environment node */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const PROBE_DIST_DIR = '.next-memory-probe';

/** mimalloc's purge_delay as the process `args` starts reads it (MIMALLOC_VERBOSE prints its options when it loads), or null if no mimalloc loads. */
function purgeDelayOf(args: string[]): Promise<number | null> {
  const env: NodeJS.ProcessEnv = { ...process.env, MIMALLOC_VERBOSE: '1', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: PROBE_DIST_DIR };
  delete env.MIMALLOC_PURGE_DELAY;
  return new Promise((resolve, reject) => {
    const child = spawn(args[0], args.slice(1), { cwd: ROOT, env, detached: true });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /option 'purge_delay': (-?\d+)/.exec(output);
      if (match) {
        // Enough: the build itself is not needed.
        process.kill(-child.pid!, 'SIGKILL');
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', () => resolve(null));
  });
}

afterAll(() => fs.rmSync(path.join(ROOT, PROBE_DIST_DIR), { recursive: true, force: true }));

describe('lib/turbopack-memory-workaround.mjs', () => {
  it('is still needed: Turbopack’s binding allocates with mimalloc, which by default gives freed memory back late', async () => {
    // The platform's binding, as npm installed it (@next/swc-linux-x64-gnu here).
    const scope = path.join(ROOT, 'node_modules', '@next');
    const [dir] = fs.readdirSync(scope).filter((name) => name.startsWith('swc-'));
    const binding = path.join(scope, dir, fs.readdirSync(path.join(scope, dir)).find((name) => name.endsWith('.node'))!);
    const delay = await purgeDelayOf([process.execPath, '-e', `require(${JSON.stringify(binding)})`]);
    expect(delay).not.toBeNull();
    expect(delay).toBeGreaterThan(0);
  });

  it('works: next build loads the binding after next.config.mjs has asked mimalloc to purge at once', async () => {
    expect(await purgeDelayOf([path.join(ROOT, 'node_modules', '.bin', 'next'), 'build'])).toBe(0);
  }, 30_000);
});

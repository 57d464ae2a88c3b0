/**
 * Runs a command and measures its wall time and peak memory: the summed RSS of
 * the whole process tree (next build forks workers), sampled from /proc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

function children(pid: number): number[] {
  try {
    const tasks = fs.readdirSync(`/proc/${pid}/task`);
    return tasks.flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRss(root: number): number {
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rssBytes(pid);
    stack.push(...children(pid));
  }
  return total;
}

export type Measured = { seconds: number; peakRssMiB: number; code: number; output: string };

export function measureCommand(command: string, cwd: string, env: Record<string, string> = {}, echo = false): Promise<Measured> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, { cwd, shell: true, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        seconds: Math.round((performance.now() - start) / 100) / 10,
        peakRssMiB: Math.round(peak / 1024 / 1024),
        code: code ?? 1,
        output,
      });
    });
  });
}

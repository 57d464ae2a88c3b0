/**
 * Post-build passes over every page or doc, shared between one process per core: the passes are
 * CPU-bound (parsing HTML or Markdown), and at 10,000 docs one core takes minutes. The script runs
 * itself once per part, in a child process with the same Node flags (so under tsx too); each part
 * takes every `parts`-th item and prints its result as JSON.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const PART_VARIABLE = 'TEXTWIDGET_POSTBUILD_PART';
/** The cores a step may use (lib/postbuild/index.ts runs some side by side); all of them when unset. */
export const CORES_VARIABLE = 'TEXTWIDGET_POSTBUILD_CORES';

/** Below this many items per process a second process costs more than it saves. */
const ITEMS_PER_PROCESS = 200;

/** In a part's process: its index and the number of parts; else undefined. */
export function currentPart(): { index: number; parts: number } | undefined {
  const value = process.env[PART_VARIABLE];
  if (!value) return undefined;
  const [index, parts] = value.split('/').map(Number);
  return { index, parts };
}

/** Whether the item at `index` belongs to `part` (every item when there is no part). */
export function inPart(index: number, part = currentPart()): boolean {
  return part === undefined || index % part.parts === part.index;
}

/** How many processes to share `items` items between on this machine, each worth a process start from `perProcess` items. */
export function partsFor(items: number, perProcess = ITEMS_PER_PROCESS): number {
  const cores = Number(process.env[CORES_VARIABLE]) || os.availableParallelism();
  return Math.max(1, Math.min(cores, Math.floor(items / perProcess)));
}

/** Runs `script` (this process's own, usually `__filename`) once per part; each part's printed JSON, in order. */
export async function runParts<T>(script: string, args: string[], parts: number): Promise<T[]> {
  return Promise.all(
    Array.from({ length: parts }, (_, index) => {
      const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
        env: { ...process.env, [PART_VARIABLE]: `${index}/${parts}` },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<T>((resolve, reject) =>
        child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`part ${index + 1} of ${parts} failed`)))),
      );
    }),
  );
}

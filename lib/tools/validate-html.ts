/**
 * The W3C Nu HTML Checker (vnu-jar, needs Java) over every exported page:
 * `npx tsx lib/tools/validate-html.ts out [out-e2e …]`. Prints each page as passed or
 * failed with its errors, then "N pages passed, M failed". Exits 1 on any error.
 * Warnings and infos are printed but never fail: the checker reads the pages as
 * file: URLs, so it reports every same-origin script and stylesheet as blocked by
 * the pages' CSP ('self'), and it flags the "/>" React writes on void elements.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';
import { htmlPages } from './bench/first-load';

type Message = { type: 'error' | 'info' | 'non-document-error'; subType?: string; url?: string; lastLine?: number; message: string };

/** Runs the checker once (one JVM) over `files`; its messages per file. */
function validate(files: string[]): Map<string, Message[]> {
  const result = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    throw new Error(
      `The Nu HTML Checker did not run (${result.error?.message ?? `exit ${result.status}`}). It needs Java: ` +
        `sudo apt-get install -y default-jre-headless.\n${result.stderr}`,
    );
  }
  const { messages } = JSON.parse(result.stderr) as { messages: Message[] };
  const byFile = new Map<string, Message[]>(files.map((file) => [file, []]));
  for (const message of messages) {
    const file = message.url ? fileURLToPath(message.url) : '';
    if (!byFile.has(file)) byFile.set(file, []);
    byFile.get(file)!.push(message);
  }
  return byFile;
}

const isError = (message: Message) => message.type !== 'info' || message.subType === 'fatal';

/** Checks every page under `dirs`, printing each page's result; the counts of pages passed and failed. */
export function validatePages(dirs: string[]) {
  const started = Date.now();
  const files = dirs.flatMap((dir) => htmlPages(path.resolve(dir)).map(([, file]) => file)).sort();
  let passed = 0;
  let failed = 0;
  for (const [file, messages] of validate(files)) {
    const errors = messages.filter(isError);
    const warnings = messages.filter((message) => message.subType === 'warning' && !message.message.includes('Content Security Policy'));
    const name = path.relative(process.cwd(), file) || '(checker)';
    if (errors.length === 0) passed += 1;
    else failed += 1;
    console.log(`${errors.length === 0 ? 'passed' : 'FAILED'}  ${name}`);
    for (const message of [...errors, ...warnings]) {
      console.log(`  ${isError(message) ? 'error' : 'warning'} (line ${message.lastLine ?? '?'}): ${message.message}`);
    }
  }
  console.log(`Nu HTML Checker: ${passed} pages passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { passed, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]).startsWith(path.resolve(__dirname, 'validate-html'))) {
  const dirs = process.argv.slice(2);
  const { failed } = validatePages(dirs.length > 0 ? dirs : ['out']);
  process.exit(failed > 0 ? 1 : 0);
}

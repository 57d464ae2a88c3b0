/**
 * "Last updated on Nov 22, 2026" under each doc: the date of the file's last git commit,
 * else (outside a git checkout, file not committed yet, git not installed) its modification time.
 * Never fails the build for it. Read once per file per build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { perContentVersion } from './content-version';

export type LastUpdated = {
  /** ISO 8601 in UTC, for <time datetime>. */
  iso: string;
  /** "Nov 22, 2026": en-US, in UTC so every build machine prints the same day. */
  label: string;
  source: 'git' | 'mtime';
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** The folder holding `.git` (a folder, or a worktree's file) at or above `dir`, or null outside a checkout. */
function repositoryRoot(dir: string): string | null {
  for (let current = dir; ; current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return null;
  }
}

/**
 * Path (relative to the repository root) → committer date of the last commit that touched it,
 * for every file in the history, from one `git log` over the whole history (newest first), read
 * once per repository per process. One `git log -1 -- <file>` per doc forked the rendering worker
 * thousands of times (10 ms each, 10 s of a 1,000-doc build). Merges count where their result
 * differs from every parent (`dense-combined`), as in `git log -- <file>`. Unlike it, a commit on
 * a merged branch counts even when the merge kept the other side's version of the file.
 * null: git cannot say (no git binary, not a repository).
 */
function readGitDates(root: string, git: string): Map<string, Date> | null {
  let output: string;
  try {
    output = execFileSync(git, ['log', '--format=%x1e%cI', '--name-only', '-z', '--no-renames', '--diff-merges=dense-combined'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1024 * 1024 * 1024,
      timeout: 120_000,
    });
  } catch {
    return null;
  }
  const dates = new Map<string, Date>();
  // Each commit: "\x1e<date>\0\n<path>\0<path>\0…".
  for (const record of output.split('\x1e').slice(1)) {
    const [iso, ...paths] = record.split('\0');
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) continue;
    for (const raw of paths) {
      const file = raw.replace(/^\n/, '');
      if (file && !dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

const gitDatesByRoot = new Map<string, Map<string, Date> | null>();

/** Committer date of the last commit that touched `file`, or null when git cannot say. */
function gitDate(file: string, git = 'git'): Date | null {
  const absolute = path.resolve(file);
  const root = repositoryRoot(path.dirname(absolute));
  // Not in a repository: the file's own date.
  if (root === null) return null;
  const key = `${git}\0${root}`;
  if (!gitDatesByRoot.has(key)) gitDatesByRoot.set(key, readGitDates(root, git));
  return gitDatesByRoot.get(key)?.get(path.relative(root, absolute).split(path.sep).join('/')) ?? null;
}

export function readLastUpdated(file: string, options: { git?: string } = {}): LastUpdated {
  const fromGit = gitDate(file, options.git);
  const date = fromGit ?? fs.statSync(file).mtime;
  return { iso: date.toISOString(), label: formatDate(date), source: fromGit ? 'git' : 'mtime' };
}

const cache = perContentVersion(() => new Map<string, LastUpdated>());

/** readLastUpdated, once per file per build (the docs layout, sitemap and page all ask). */
export function lastUpdated(file: string): LastUpdated {
  let value = cache().get(file);
  if (!value) {
    value = readLastUpdated(file);
    cache().set(file, value);
  }
  return value;
}

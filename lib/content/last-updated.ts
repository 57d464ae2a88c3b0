/**
 * "Last updated on Nov 22, 2026" under each doc: the date of the file's last git commit,
 * else (outside a git checkout, file not committed yet, git not installed) its modification time.
 * Never fails the build for it. Read once per file per build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

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

/** Committer date of the last commit that touched `file`, or null when git cannot say. */
function gitDate(file: string, git = 'git'): Date | null {
  try {
    const output = execFileSync(git, ['log', '-1', '--format=%cI', '--', path.basename(file)], {
      cwd: path.dirname(path.resolve(file)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    const date = output ? new Date(output) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  } catch {
    // Not a repository, or no git binary: fall back to the file's own date.
    return null;
  }
}

export function readLastUpdated(file: string, options: { git?: string } = {}): LastUpdated {
  const fromGit = gitDate(file, options.git);
  const date = fromGit ?? fs.statSync(file).mtime;
  return { iso: date.toISOString(), label: formatDate(date), source: fromGit ? 'git' : 'mtime' };
}

const cache = new Map<string, LastUpdated>();

/** readLastUpdated, once per file per build (the docs layout, sitemap and page all ask). */
export function lastUpdated(file: string): LastUpdated {
  let value = cache.get(file);
  if (!value) {
    value = readLastUpdated(file);
    cache.set(file, value);
  }
  return value;
}

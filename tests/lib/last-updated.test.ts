/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDate, lastUpdated, readLastUpdated } from '@/lib/content/last-updated';

/** A git repository in a temporary folder with one file committed at `date`. */
function repoWithCommit(date: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-git-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
      stdio: 'ignore',
    });
  git('init', '-q');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'guide.mdx'), '---\ntitle: Guide\n---\n');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'Add guide');
  return dir;
}

describe('last updated date', () => {
  it('formats dates as Docusaurus does, in UTC whatever the machine time zone', () => {
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('Nov 22, 2026');
    expect(formatDate(new Date('2024-01-05T00:10:00+02:00'))).toBe('Jan 4, 2024');
  });

  it("takes the file's last git commit, not its modification time", () => {
    const dir = repoWithCommit('2024-03-15T10:20:30+02:00');
    const file = path.join(dir, 'docs', 'guide.mdx');
    fs.utimesSync(file, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    expect(readLastUpdated(file)).toEqual({ iso: '2024-03-15T08:20:30.000Z', label: 'Mar 15, 2024', source: 'git' });
  });

  it('falls back to the modification time for a file outside git', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'));
    const file = path.join(dir, 'loose.mdx');
    fs.writeFileSync(file, '---\ntitle: Loose\n---\n');
    fs.utimesSync(file, new Date('2023-07-04T12:00:00Z'), new Date('2023-07-04T12:00:00Z'));
    expect(readLastUpdated(file)).toEqual({ iso: '2023-07-04T12:00:00.000Z', label: 'Jul 4, 2023', source: 'mtime' });
  });

  it('falls back to the modification time for a file not committed yet, and when git is not installed', () => {
    const dir = repoWithCommit('2024-03-15T10:20:30Z');
    const draft = path.join(dir, 'docs', 'draft.mdx');
    fs.writeFileSync(draft, '---\ntitle: Draft\n---\n');
    fs.utimesSync(draft, new Date('2025-02-01T00:00:00Z'), new Date('2025-02-01T00:00:00Z'));
    expect(readLastUpdated(draft).label).toBe('Feb 1, 2025');

    const committed = path.join(dir, 'docs', 'guide.mdx');
    fs.utimesSync(committed, new Date('2025-02-02T00:00:00Z'), new Date('2025-02-02T00:00:00Z'));
    expect(readLastUpdated(committed, { git: path.join(dir, 'no-such-git') })).toEqual({
      iso: '2025-02-02T00:00:00.000Z',
      label: 'Feb 2, 2025',
      source: 'mtime',
    });
  });

  it('asks git once per file per build', () => {
    const dir = repoWithCommit('2024-03-15T10:20:30Z');
    const file = path.join(dir, 'docs', 'guide.mdx');
    const first = lastUpdated(file);
    fs.rmSync(path.join(dir, '.git'), { recursive: true });
    expect(lastUpdated(file)).toBe(first);
  });

  it('reads the history once per repository, not once per file (10,000 docs: one git call, not 10,000)', () => {
    const dir = repoWithCommit('2024-03-15T10:20:30Z');
    expect(readLastUpdated(path.join(dir, 'docs', 'guide.mdx')).source).toBe('git');
    fs.writeFileSync(path.join(dir, 'docs', 'other.mdx'), '');
    // git can no longer be asked: the other file's answer comes from the history already read.
    fs.rmSync(path.join(dir, '.git'), { recursive: true });
    fs.mkdirSync(path.join(dir, '.git'));
    expect(readLastUpdated(path.join(dir, 'docs', 'other.mdx')).source).toBe('mtime');
    expect(readLastUpdated(path.join(dir, 'docs', 'guide.mdx'))).toEqual({ iso: '2024-03-15T10:20:30.000Z', label: 'Mar 15, 2024', source: 'git' });
  });

  it("takes each file's own last commit, not the repository's", () => {
    const dir = repoWithCommit('2024-03-15T10:20:30Z');
    const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir };
    const git = (date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
        cwd: dir,
        env: { ...env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        stdio: 'ignore',
      });
    const file = path.join(dir, 'docs', 'guide.mdx');
    fs.writeFileSync(path.join(dir, 'docs', 'intro.mdx'), 'intro');
    git('2024-04-01T00:00:00Z', 'add', '.');
    git('2024-04-01T00:00:00Z', 'commit', '-q', '-m', 'Intro');
    expect(readLastUpdated(file).label).toBe('Mar 15, 2024');
    expect(readLastUpdated(path.join(dir, 'docs', 'intro.mdx')).label).toBe('Apr 1, 2024');
  });
});

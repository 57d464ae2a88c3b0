/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The link check as the build runs it, on a site big enough to be shared between processes (one per
// core from 2,000 pages): a link to an anchor on a page another process reads is still checked.
const PAGES = 4001;

function writeSite(outDir: string, installation: string): void {
  const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><main>${body}</main></body></html>`;
  fs.mkdirSync(path.join(outDir, 'p'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'index.html'), page('<h1 id="top">Home</h1><a href="/installation">Install</a>'));
  fs.writeFileSync(path.join(outDir, 'installation.html'), page(`<article class="markdown">${installation}</article><a href="/p/0000">first</a>`));
  for (let index = 0; index < PAGES - 2; index += 1) {
    const name = String(index).padStart(4, '0');
    const next = String((index + 1) % (PAGES - 2)).padStart(4, '0');
    fs.writeFileSync(path.join(outDir, 'p', `${name}.html`), page(`<article><h2 id="part-${name}">Part</h2><a href="/p/${next}#part-${next}">next</a><a href="/#top">home</a></article>`));
  }
}

function checkLinks(outDir: string) {
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['lib/postbuild/check-links.ts', outDir], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('lib/postbuild/check-links.ts on a site of 4,001 pages', () => {
  let outDir: string;
  beforeEach(() => (outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'))));
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('passes when every link and anchor exists, every page read once by one process per core', () => {
    writeSite(outDir, '<a href="/p/2000#part-2000">a part</a><a href="/p/2001#part-2001">another</a>');
    const { status, output } = checkLinks(outDir);
    expect(output).toContain(`${PAGES} pages in`);
    expect(output).toContain('no broken links or anchors');
    if (os.availableParallelism() > 1) expect(output).toContain(`read by ${Math.min(2, os.availableParallelism())} processes`);
    expect(status).toBe(0);
  });

  it('fails naming each broken link, its source file and the missing anchor, whichever process read the target', () => {
    // Two neighbouring pages: with pages shared in turn between processes, one of them is read by another process.
    writeSite(outDir, '<a href="/p/2000#gone">a</a><a href="/p/2001#gone">b</a><a href="/p/2002#part-2002">fine</a><a href="/nowhere">c</a>');
    const { status, output } = checkLinks(outDir);
    expect(status).toBe(1);
    expect(output).toContain('Found 3 broken links in the built site:');
    const source = path.join('content', 'docs', 'installation.mdx');
    expect(output).toContain(`link to "/p/2000#gone" in ${source} (page "/installation"): "/p/2000" has no element with id "gone"`);
    expect(output).toContain(`link to "/p/2001#gone" in ${source} (page "/installation"): "/p/2001" has no element with id "gone"`);
    expect(output).toContain(`link to "/nowhere" in ${source} (page "/installation"): no page or file at "/nowhere"`);
  });
});

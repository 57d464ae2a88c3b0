/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Module = typeof import('@/lib/content/content-version');

/** content-version as the server loads it, with `NODE_ENV` and a content folder of the test's own. */
function load(nodeEnv: string, contentDir: string): Module {
  const saved = { NODE_ENV: process.env.NODE_ENV, TEXTWIDGET_CONTENT_DIR: process.env.TEXTWIDGET_CONTENT_DIR };
  Object.assign(process.env, { NODE_ENV: nodeEnv, TEXTWIDGET_CONTENT_DIR: contentDir });
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('@/lib/content/content-version');
  });
  Object.assign(process.env, saved);
  return loaded!;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the content registry under next dev (lib/content/content-version.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-version-'));
    fs.mkdirSync(path.join(dir, 'docs', 'guides'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('computes again after a doc is added, saved or removed, at any depth, and not otherwise', async () => {
    const { perContentVersion } = load('development', dir);
    let runs = 0;
    const registry = perContentVersion(() => ++runs);
    expect(registry()).toBe(1);
    await nextTurn();
    expect(registry()).toBe(1);

    const doc = path.join(dir, 'docs', 'guides', 'setup.md');
    fs.writeFileSync(doc, '# Setup\n');
    await nextTurn();
    expect(registry()).toBe(2);

    fs.writeFileSync(doc, '---\ntitle: Set up\n---\n');
    fs.utimesSync(doc, new Date(), new Date(Date.now() + 5_000));
    await nextTurn();
    expect(registry()).toBe(3);

    fs.rmSync(doc);
    await nextTurn();
    expect(registry()).toBe(4);
  });

  it('reads the folders at most once per event-loop turn: a page asks the registry many times', async () => {
    const { perContentVersion } = load('development', dir);
    const registry = perContentVersion(() => Symbol('registry'));
    const first = registry();
    fs.writeFileSync(path.join(dir, 'docs', 'new.md'), '# New\n');
    expect(registry()).toBe(first);
    await nextTurn();
    expect(registry()).not.toBe(first);
  });

  it('computes once per build: next build never reads the folders again', async () => {
    const { perContentVersion } = load('production', dir);
    let runs = 0;
    const registry = perContentVersion(() => ++runs);
    registry();
    fs.writeFileSync(path.join(dir, 'docs', 'new.md'), '# New\n');
    await nextTurn();
    expect(registry()).toBe(1);
  });

  it('the signature changes when a file is added, saved or removed', () => {
    const { contentSignature } = load('development', dir);
    const dirs = [path.join(dir, 'docs'), path.join(dir, 'pages')];
    const before = contentSignature(dirs);
    const page = path.join(dir, 'docs', 'page.mdx');
    fs.writeFileSync(page, 'x');
    const added = contentSignature(dirs);
    expect(added).not.toBe(before);
    fs.utimesSync(page, new Date(), new Date(Date.now() + 5_000));
    expect(contentSignature(dirs)).not.toBe(added);
    fs.rmSync(page);
    expect(contentSignature(dirs)).toBe(before);
  });
});

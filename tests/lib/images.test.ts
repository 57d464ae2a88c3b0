/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Image } from 'mdast';
import remarkImages, { sizeOfSiteImage } from '@/lib/mdx/remark/images.mjs';
import { docsDir, frontMatter, runMdx } from './mdx-helpers';

describe('remark images', () => {
  it('gives site images their width and height, lazy loading and async decoding', async () => {
    const { html } = await runMdx(frontMatter + '![The editor](/img/textwidget-editor.svg)\n');
    expect(html).toBe('<p><img src="/img/textwidget-editor.svg" alt="The editor" loading="lazy" decoding="async" width="640" height="300"/></p>');
  });

  it('serves site images under the base path of the build (a site under /textwidget/)', () => {
    const image: Image = { type: 'image', url: '/img/textwidget-editor.svg', alt: 'The editor' };
    remarkImages({ basePath: '/textwidget' })({ type: 'root', children: [image] }, {});
    expect(image.data?.hProperties).toMatchObject({ src: '/textwidget/img/textwidget-editor.svg', width: 640, height: 300 });
  });

  it('reads the size of a PNG', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
    // A 3x2 PNG header: signature, IHDR length/type, width, height.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
    ]);
    fs.writeFileSync(path.join(dir, 'dot.png'), png);
    expect(sizeOfSiteImage('/dot.png', dir)).toEqual({ width: 3, height: 2 });
  });

  it('stops the build on a missing file or missing alt text, naming the file, line and what to do', async () => {
    const file = path.join(docsDir, 'broken.mdx');
    const error = await runMdx(frontMatter + 'Text.\n\n![](/img/textwidget-editor.svg)\n\n![Logo](/img/nope.png)\n', file, false).then(
      () => null,
      (caught: Error) => caught.message,
    );
    expect(error).toContain('content/docs/broken.mdx:7: image "/img/textwidget-editor.svg" has no alt text. Describe it: ![What the image shows](/img/textwidget-editor.svg).');
    expect(error).toContain('content/docs/broken.mdx:9: image "/img/nope.png" not found: add public/img/nope.png or fix the path.');
  });

  it('names a missing relative image (resolved beside the doc, as in Docusaurus)', async () => {
    await expect(runMdx(frontMatter + '![Logo](./logo.png)\n', undefined, false)).rejects.toThrow(
      'image "./logo.png" not found: content/docs/logo.png does not exist. The path is relative to the doc.',
    );
  });
});

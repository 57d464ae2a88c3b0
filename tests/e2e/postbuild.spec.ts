import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlPages } from '../../lib/tools/bench/first-load';
import { TEMPLATE_ID } from '../../lib/postbuild/after-paint-scripts';
import { payloadFileUrl } from '../../lib/postbuild/payload-file';
import { siteConfig } from '../../lib/site-config';
import { inlineScripts, sha256 } from '../../lib/postbuild/csp';
import { attribute, elements, parseHtml, templateContent } from '../../lib/postbuild/html';

/**
 * The post-build steps (lib/postbuild/finalize-export.ts) on the real export: each check fails if a
 * step silently stops applying, e.g. because Next changes how it writes script tags.
 * Read with a parser, as a browser reads the pages.
 */
const outDir = path.resolve(__dirname, '../..', process.env.PW_SITE_DIR ?? 'out');
const pages = htmlPages(outDir).map(([route, file]) => ({ route, html: fs.readFileSync(file, 'utf8') }));
const fileOf = Object.fromEntries(htmlPages(outDir));

type Node = { nodeName: string; data?: string; childNodes?: Node[]; content?: { childNodes: Node[] } };
function comments(node: Node, found: string[] = []): string[] {
  if (node.nodeName === '#comment' && node.data !== undefined) found.push(node.data);
  for (const child of [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])]) comments(child, found);
  return found;
}

test('the export has pages to check', () => {
  expect(pages.map(({ route }) => route)).toEqual(expect.arrayContaining(['/', '/installation', '/404']));
});

for (const { route, html } of pages) {
  test.describe(route, () => {
    const document = parseHtml(html);
    const all = elements(document);

    test('its first-load scripts wait in the after-paint <template>, none outside it', () => {
      const template = all.find((element) => element.tagName === 'template' && attribute(element, 'id') === TEMPLATE_ID);
      expect(template, `${route} has the after-paint template`).toBeDefined();
      const inTemplate = elements(templateContent(template!));
      const deferred = inTemplate.filter((element) => element.tagName === 'script');
      expect(deferred.length, 'module scripts in the template').toBeGreaterThan(0);
      // Outside the template: no module script with a URL (nomodule polyfills stay; browsers that run modules skip them).
      const outside = elements(document)
        .filter((element) => !inTemplate.includes(element))
        .filter((element) => element.tagName === 'script' && attribute(element, 'src') !== undefined && attribute(element, 'nomodule') === undefined)
        .map((element) => attribute(element, 'src'));
      expect(outside).toEqual([]);
    });

    test('its payload is not inline: the page fetches the <route>.txt that holds it (lib/postbuild/payload-file.ts)', () => {
      // Fails if Next changes what it inlines (the step no longer applies) or stops inlining it (the step is no longer needed).
      const url = payloadFileUrl(html);
      const file = route === '/404' ? '_not-found.txt' : path.relative(outDir, fileOf[route]).replace(/\.html$/, '.txt');
      expect(url, `${route} names its payload file`).toBe(siteConfig.baseUrl + file.split(path.sep).map(encodeURIComponent).join('/'));
      expect(fs.existsSync(path.join(outDir, file)), `${file} is deployed`).toBe(true);
      expect(html).not.toContain('__next_f.push([1,');
    });

    test('every inline script is allowed by its CSP hash', () => {
      const metas = all.filter((element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy');
      expect(metas, 'one CSP meta tag').toHaveLength(1);
      const scriptSrc = attribute(metas[0], 'content')!.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '))!;
      const allowed = new Set(scriptSrc.split(/\s+/).slice(1));
      const scripts = inlineScripts(html);
      expect(scripts.length, 'inline scripts on the page').toBeGreaterThan(0);
      for (const script of scripts) expect(allowed.has(sha256(script)), `hash of inline script ${script.slice(0, 60)}…`).toBe(true);
      // The policy must come before every script: a meta policy only governs what follows it.
      const first = all.find((element) => element.tagName === 'script');
      expect(metas[0].sourceCodeLocation!.startOffset).toBeLessThan(first!.sourceCodeLocation!.startOffset);
    });

    test("next-themes' inert script is kept for hydration, and empty (lib/postbuild/next-themes-script.ts)", () => {
      const inert = all.filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'text/plain');
      expect(inert, 'one inert script').toHaveLength(1);
      expect(inert[0].childNodes, 'its text').toEqual([]);
    });

    test('no Suspense boundary is left for JavaScript to fill in', () => {
      // React marks a boundary streamed after the shell "$?" (its content outlined, swapped in by a script)
      // and one rendered only in the browser "$!": without JavaScript readers would see the fallback.
      const markers = comments(document as unknown as Node);
      expect(markers.filter((data) => data === '$?'), 'pending boundaries').toEqual([]);
      // /search reads the query in the browser: the "search" room (issue 15 §4) makes it a real page without JavaScript.
      if (route !== '/search') expect(markers.filter((data) => data === '$!'), 'client-rendered boundaries').toEqual([]);
    });
  });
}

/** @jest-environment jsdom */
import { fetchHomePayloadUnderBase } from '@/lib/browser/next-export-base-root-workaround';

describe('fetchHomePayloadUnderBase', () => {
  const requested: unknown[] = [];
  const original = window.fetch;

  beforeAll(() => {
    window.fetch = ((input: RequestInfo | URL) => {
      requested.push(input instanceof URL ? input.href : input);
      return Promise.resolve({} as Response);
    }) as typeof fetch;
    fetchHomePayloadUnderBase('/textwidget');
  });
  afterAll(() => (window.fetch = original));
  beforeEach(() => (requested.length = 0));

  it('sends the home page data Next asks beside the base folder to the file in it, query kept', async () => {
    await window.fetch(new URL('/textwidget.txt?_rsc=abc', window.location.origin));
    expect(requested).toEqual([`${window.location.origin}/textwidget/index.txt?_rsc=abc`]);
  });

  it('leaves every other request as it is', async () => {
    const others = [
      new URL('/textwidget/installation.txt?_rsc=abc', window.location.origin),
      new URL('/textwidget/__next._tree.txt?_rsc=abc', window.location.origin),
      new URL('https://elsewhere.example/textwidget.txt'),
    ];
    for (const url of others) await window.fetch(url);
    await window.fetch('/textwidget/search-index/manifest.json');
    expect(requested).toEqual([...others.map((url) => url.href), '/textwidget/search-index/manifest.json']);
  });
});

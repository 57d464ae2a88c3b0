import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ColorModeProvider } from '@/components/theme/ColorModeProvider';
import { emptyThemeScriptEdit } from '@/lib/postbuild/next-themes-script';
import { applyEdits, parseHtml } from '@/lib/postbuild/html';
import { stubMatchMedia } from '../components/matchMedia';

const app = (
  <ColorModeProvider>
    <p>Text</p>
  </ColorModeProvider>
);

/** The edit applied to a page whose body holds `body`. */
function emptied(body: string, name = 'x.html'): string {
  const html = `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
  return applyEdits(html, [emptyThemeScriptEdit(parseHtml(html), name)]);
}

describe("next-themes' inert script, emptied in the export (lib/postbuild/next-themes-script.ts)", () => {
  it('is still rendered by next-themes on the server, with its text: the day this fails, delete the post-build step', () => {
    const html = renderToString(app);
    const scripts = html.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="text\/plain"[^>]*>.{100,}<\/script>$/);
  });

  it('hydrates emptied without a React warning (next-themes renders it with suppressHydrationWarning), and stays empty', async () => {
    stubMatchMedia(() => false);
    const server = renderToString(app);
    document.body.innerHTML = emptied(server).replace(/^.*<body>|<\/body>.*$/g, '');
    expect(document.body.querySelector('script')?.textContent).toBe('');
    const error = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    try {
      await act(async () => {
        hydrateRoot(document.body, app, { onRecoverableError: recoverable });
      });
      expect(error).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();
      expect(document.body.querySelector('script')).toHaveAttribute('type', 'text/plain');
      expect(document.body.querySelector('script')?.textContent).toBe('');
      expect(document.body.querySelector('p')).toHaveTextContent('Text');
    } finally {
      error.mockRestore();
    }
  });

  it("empties only the body's own inert script, not one in the page's content", () => {
    const content = '<main><script type="text/plain">author data</script></main>';
    expect(emptied(`<script type="text/plain">(()=>{})()</script>${content}`)).toContain(`<body><script type="text/plain"></script>${content}</body>`);
  });

  it('fails the build, naming the page and what to do, when the script is missing', () => {
    expect(() => emptied('<main><script type="text/plain">x</script></main>', 'guide.html')).toThrow(
      /guide\.html has no inert next-themes <script type="text\/plain"> in its <body>\. If next-themes no longer renders its script, delete lib\/postbuild\/next-themes-script\.ts/,
    );
  });
});

import { inlineCompletedBoundaries } from '@/lib/postbuild/inline-boundaries';

// The shape React 19.2 streams for a completed boundary it chose to outline.
const RUNTIME = '$RB=[];$RC=function(a,b){};';
const streamed = [
  '<main><!--$?--><template id="B:0"></template><div role="status">Loading…</div><!--/$--></main>',
  '<footer>f</footer>',
  '<div hidden id="S:0"><article><div><p>Doc text</p></div><!--$--><p>nested</p><!--/$--></article></div>',
  `<script>${RUNTIME}$RC("B:0","S:0")</script>`,
].join('');

describe('inlineCompletedBoundaries', () => {
  it('puts the content where the fallback was, as React\'s $RC would, so it reads without JavaScript', () => {
    const html = inlineCompletedBoundaries(streamed);
    expect(html).toBe(
      '<main><!--$--><article><div><p>Doc text</p></div><!--$--><p>nested</p><!--/$--></article><!--/$--></main>' +
        `<footer>f</footer><script>${RUNTIME}</script>`,
    );
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('Loading…');
  });

  it('leaves a page without outlined boundaries unchanged', () => {
    const page = '<main><!--$--><p>x</p><!--/$--></main>';
    expect(inlineCompletedBoundaries(page)).toBe(page);
  });

  it('stops the build, naming the page, when the markup is not what it expects', () => {
    const broken = streamed.replace('<div hidden id="S:0">', '<div hidden id="S:9">');
    expect(() => inlineCompletedBoundaries(broken, 'installation.html')).toThrow(
      /Could not render installation.html for readers without JavaScript: Outlined segment S:0 not found/,
    );
  });

  it('refuses a page whose content is still pending', () => {
    expect(() => inlineCompletedBoundaries('<script>$RS("S:1","P:1")</script>', 'x.html')).toThrow(/x.html has an unfinished Suspense boundary/);
  });
});

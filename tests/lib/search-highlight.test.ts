import { createElement } from 'react';
import { render } from '@testing-library/react';
import { highlight, snippet, type Segment } from '@/lib/browser/search-highlight';
import { SearchHit } from '@/components/search/SearchHit';
import type { SearchHitData } from '@/lib/browser/search-engine';

const marked = (segments: Segment[]) => segments.filter((segment) => segment.match).map((segment) => segment.text);
const joined = (segments: Segment[]) => segments.map((segment) => segment.text).join('');

describe('highlight', () => {
  it('marks whole words that start with a term, case-insensitively', () => {
    const text = 'Themes set the theme; THEMED editors and subthemes too.';
    const segments = highlight(text, ['theme']);
    expect(marked(segments)).toEqual(['Themes', 'theme', 'THEMED']);
    // "subthemes" does not start with the term.
    expect(segments).toContainEqual({ text: ' editors and subthemes too.', match: false });
    expect(joined(segments)).toBe(text);
  });

  it('keeps the exact segment structure, alternating unmarked and marked text', () => {
    expect(highlight('Switch themes at runtime', ['themes'])).toEqual([
      { text: 'Switch ', match: false },
      { text: 'themes', match: true },
      { text: ' at runtime', match: false },
    ]);
    expect(highlight('Toolbar', ['toolbar'])).toEqual([{ text: 'Toolbar', match: true }]);
  });

  it('marks several terms, preferring the longest at the same place', () => {
    const text = 'Install from npm, then installation checks the toolbar.';
    const segments = highlight(text, ['install', 'npm', 'toolbar', 'installation']);
    expect(marked(segments)).toEqual(['Install', 'npm', 'installation', 'toolbar']);
    expect(joined(segments)).toBe(text);
  });

  it('returns one unmarked segment without usable terms, and nothing for empty text', () => {
    expect(highlight('Some text', [])).toEqual([{ text: 'Some text', match: false }]);
    expect(highlight('Some text', [''])).toEqual([{ text: 'Some text', match: false }]);
    expect(highlight('Some text', ['zzz'])).toEqual([{ text: 'Some text', match: false }]);
    expect(highlight('', ['text'])).toEqual([]);
  });

  it('treats regular expression metacharacters in terms literally', () => {
    expect(() => highlight('x', ['(x', '[', '*', '\\', '?', 'a{2'])).not.toThrow();

    const cpp = highlight('Use C++ or C, not CSS.', ['c++']);
    expect(marked(cpp)).toEqual(['C++']);
    expect(joined(cpp)).toBe('Use C++ or C, not CSS.');

    const paren = highlight('call (x) and x', ['(x']);
    expect(marked(paren)).toEqual(['(x']);

    // ".*" is not "anything".
    expect(highlight('any text here', ['.*'])).toEqual([{ text: 'any text here', match: false }]);
    expect(marked(highlight('x .* b', ['.*']))).toEqual(['.*']);
  });

  it('returns HTML-looking text as plain text, untransformed', () => {
    const text = '<img src=x onerror=alert(1)> and <script>alert("img")</script>';
    const segments = highlight(text, ['img', 'alert']);
    expect(joined(segments)).toBe(text);
    expect(marked(segments)).toEqual(['img', 'alert', 'alert', 'img']);
    for (const segment of segments) expect(segment.text).not.toMatch(/&lt;|&gt;|&amp;/);
    expect(highlight(text, [])).toEqual([{ text, match: false }]);
  });
});

describe('snippet', () => {
  const words = Array.from({ length: 120 }, (_, index) => `word${index}`);
  const long = words.join(' ');

  it('shows a window around the first match, with ellipses on both sides', () => {
    const segments = snippet(long, ['word60'], 80);
    expect(segments[0]).toEqual({ text: '… ', match: false });
    expect(segments[segments.length - 1]).toEqual({ text: ' …', match: false });
    expect(marked(segments)).toEqual(['word60']);
    const inner = joined(segments.slice(1, -1));
    expect(long).toContain(inner);
    expect(inner.length).toBeLessThanOrEqual(80);
    // The match sits in the first part of the window: about a third of it is context before.
    expect(inner.indexOf('word60')).toBeGreaterThan(0);
    expect(inner.indexOf('word60')).toBeLessThan(80 / 2);
    // Cut at word boundaries.
    expect(inner.split(' ').every((word) => /^word\d+$/.test(word))).toBe(true);
  });

  it('has no leading ellipsis when the match is at the start and none at all for short text', () => {
    const start = snippet(long, ['word0'], 80);
    expect(start[0]).toEqual({ text: 'word0', match: true });
    expect(start[start.length - 1]).toEqual({ text: ' …', match: false });

    const end = snippet(long, ['word119'], 80);
    expect(end[0]).toEqual({ text: '… ', match: false });
    expect(end[end.length - 1]).toEqual({ text: 'word119', match: true });

    expect(snippet('A short excerpt about themes.', ['themes'])).toEqual([
      { text: 'A short excerpt about ', match: false },
      { text: 'themes', match: true },
      { text: '.', match: false },
    ]);
  });

  it('starts at the beginning when no term matches', () => {
    const segments = snippet(long, ['nomatch'], 80);
    expect(segments[0].text.startsWith('word0 ')).toBe(true);
    expect(segments[segments.length - 1]).toEqual({ text: ' …', match: false });
    expect(marked(segments)).toEqual([]);
  });

  it('anchors the window on the first marked match, not on the term inside another word', () => {
    // "button" contains "on", but only words starting with "on" are matches.
    const text = `The button ${words.slice(0, 40).join(' ')} runs on click.`;
    const segments = snippet(text, ['on'], 80);
    expect(marked(segments)).toEqual(['on']);
  });

  it('uses the earliest of several terms', () => {
    const segments = snippet(long, ['word90', 'word30'], 80);
    expect(marked(segments)).toContain('word30');
    expect(marked(segments)).not.toContain('word90');
  });
});

describe('SearchHit', () => {
  const hit = (over: Partial<SearchHitData>): SearchHitData => ({
    id: '/customization#themes',
    route: '/customization',
    anchor: 'themes',
    pageTitle: 'Customization',
    heading: 'Themes',
    excerpt: 'A theme sets the default colours of the editor.',
    terms: ['themes', 'theme'],
    ...over,
  });

  it('shows "Page › Section" and the snippet with matches in <mark>', () => {
    const { container } = render(createElement(SearchHit, { hit: hit({}) }));
    // One element per crumb: the stylesheet draws "›" between them, heard as ", " (Search.css; the browser test reads the name).
    expect(Array.from(container.querySelectorAll('.search-hit__crumb')).map((crumb) => crumb.textContent)).toEqual(['Customization', 'Themes']);
    expect(Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual(['Themes', 'theme']);
  });

  it('shows only the page title for an introduction', () => {
    const { container } = render(createElement(SearchHit, { hit: hit({ anchor: '', heading: 'Customization', id: '/customization' }) }));
    expect(container.querySelector('.search-hit__title')?.textContent).toBe('Customization');
  });

  it('renders HTML-looking content as text: no <img> or <script> reaches the DOM', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { container } = render(
      createElement(SearchHit, {
        hit: hit({ pageTitle: evil, heading: `${evil} heading`, excerpt: `${evil} <script>alert(2)</script> text`, terms: ['img', 'alert'] }),
      }),
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(Array.from(container.querySelectorAll('.search-hit__crumb')).map((crumb) => crumb.textContent)).toEqual([evil, `${evil} heading`]);
    expect(container.querySelector('.search-hit__snippet')?.textContent).toBe(`${evil} <script>alert(2)</script> text`);
    expect(container.innerHTML).toContain('&lt;script&gt;');
    expect(container.querySelectorAll('mark').length).toBeGreaterThan(0);
  });
});

/** @jest-environment node */
import { closestName } from '@/lib/closest-name.mjs';

describe('closestName (the "did you mean" of build errors)', () => {
  it('finds a misspelling: a letter off, two swapped, another case or separator, an abbreviation of one name', () => {
    expect(closestName('customisation', ['intro', 'installation', 'customization'])).toBe('customization');
    expect(closestName('next-sectoin', ['next-section', 'previous-section'])).toBe('next-section');
    expect(closestName('sidebarPosition', ['sidebar_label', 'sidebar_position'])).toBe('sidebar_position');
    expect(closestName('toc_max', ['toc_min_heading_level', 'toc_max_heading_level'])).toBe('toc_max_heading_level');
  });

  it('suggests nothing for a name close to none, or to several by abbreviation, or for a short name two edits off', () => {
    expect(closestName('labels', ['tags', 'title', 'slug'])).toBeUndefined();
    expect(closestName('sidebar', ['sidebar_label', 'sidebar_position'])).toBeUndefined();
    expect(closestName('tgas', ['tags'])).toBe('tags');
    expect(closestName('tgs', ['tags'])).toBe('tags');
    expect(closestName('tx', ['tags'])).toBeUndefined();
  });

  it('takes the closest of many, and is quick over thousands of routes', () => {
    const routes = Array.from({ length: 10_000 }, (_, index) => `/topics/topic-${Math.floor(index / 100)}/page-${index % 100}`);
    expect(closestName('/topics/topic-42/pge-7', routes)).toBe('/topics/topic-42/page-7');
    expect(closestName('/nowhere', routes)).toBeUndefined();
  });
});

import { applyEdits, type Edit } from '@/lib/text-edits';

/** The definition: each edit spliced into the whole text, from the last offset back. */
function spliced(text: string, edits: Edit[]): string {
  const ordered = edits.map((edit, index) => ({ edit, index })).sort((a, b) => b.edit.start - a.edit.start || b.edit.end - a.edit.end || a.index - b.index);
  return ordered.reduce((result, { edit }) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

describe('applyEdits', () => {
  it('replaces, removes and inserts at offsets of the original text', () => {
    expect(applyEdits('<a><b><c>', [{ start: 3, end: 6, text: '' }, { start: 0, end: 3, text: '<x>' }, { start: 9, end: 9, text: '<d>' }])).toBe('<x><c><d>');
  });

  it('puts an insertion where a removal starts in place of the removed text', () => {
    expect(applyEdits('head<old>tail', [{ start: 4, end: 9, text: '' }, { start: 4, end: 4, text: '<new>' }])).toBe('head<new>tail');
  });

  it('puts the later of two insertions at one offset first', () => {
    expect(applyEdits('ab', [{ start: 1, end: 1, text: 'S' }, { start: 1, end: 1, text: 'M' }])).toBe('aMSb');
  });

  it('refuses overlapping edits rather than write a garbled page', () => {
    expect(() => applyEdits('abcdef', [{ start: 1, end: 4, text: 'x' }, { start: 2, end: 3, text: 'y' }])).toThrow('Overlapping edits at 2');
  });

  it('gives what splicing each edit into the whole text gives, on random edits', () => {
    const text = 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let round = 0; round < 200; round += 1) {
      // Non-overlapping: cut points in order, each gap an edit or not; some insertions doubled.
      const cuts = [...new Set(Array.from({ length: 8 }, () => random(text.length + 1)))].sort((a, b) => a - b);
      const edits: Edit[] = [];
      for (let i = 0; i + 1 < cuts.length; i += 2) {
        const end = random(2) === 0 ? cuts[i] : cuts[i + 1];
        edits.push({ start: cuts[i], end, text: `<${round}.${i}>` });
        if (end === cuts[i] && random(2) === 0) edits.push({ start: cuts[i], end, text: `[${round}.${i}]` });
      }
      edits.sort(() => random(3) - 1);
      expect(applyEdits(text, edits)).toBe(spliced(text, edits));
    }
  });
});

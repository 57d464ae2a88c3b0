/** A replacement of source[start, end) by `text` (an insertion when start === end). */
export type Edit = { start: number; end: number; text: string };

/**
 * The text with every edit applied, in one pass. Offsets are those of the original text; edits must
 * not overlap (an error). An insertion where a removal starts goes where the removed text was; of insertions at
 * one offset, the later in the list goes first (a step's own insertion goes before those it was given).
 */
export function applyEdits(text: string, edits: Edit[]): string {
  const ordered = edits.map((edit, index) => ({ edit, index })).sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || b.index - a.index);
  const parts: string[] = [];
  let at = 0;
  for (const { edit } of ordered) {
    if (edit.start < at) throw new Error(`Overlapping edits at ${edit.start}: each edit must start where the one before it ends, or after.`);
    parts.push(text.slice(at, edit.start), edit.text);
    at = edit.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * Snippets with highlighted matches, as plain data: components render the
 * segments as text (React escapes it), so content can never inject HTML.
 */

export type Segment = { text: string; match: boolean };

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits text into segments, marking words that start with one of the terms (case-insensitive). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** A window of about `length` characters around the first match, with ellipses where text was cut. */
export function snippet(text: string, terms: readonly string[], length = 160): Segment[] {
  // The first word that highlight() would mark (a term inside another word does not count).
  let anchor = 0;
  let offset = 0;
  for (const segment of highlight(text, terms)) {
    if (segment.match) {
      anchor = offset;
      break;
    }
    offset += segment.text.length;
  }
  let start = Math.max(0, anchor - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  // Cut at word boundaries.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const segments = highlight(text.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < text.length) segments.push({ text: ' …', match: false });
  return segments;
}

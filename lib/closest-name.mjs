// @ts-check
// The name an author probably meant: for "did you mean …?" in build errors (a misspelt front matter
// key, doc id or #anchor). A .mjs file: docs-source.mjs, which Node loads as it is, uses it too.

/** Lower case without "-", "_" or spaces: sidebarPosition, sidebar-position and sidebar_position are one. @param {string} name */
const normal = (name) => name.toLowerCase().replace(/[-_\s]/g, '');

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. @param {string} a @param {string} b */
function distance(a, b) {
  /** @type {number[][]} */
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidate `name` is most likely a misspelling of, or undefined when none is close: the same
 * name in another case or separator, one or two edits away (one for names under 6 letters), or the
 * only candidate it begins ("sidebar_pos").
 * @param {string} name
 * @param {Iterable<string>} candidates
 * @returns {string | undefined}
 */
export function closestName(name, candidates) {
  const wanted = normal(name);
  const list = [...candidates].filter((candidate) => candidate !== name);
  const same = list.find((candidate) => normal(candidate) === wanted);
  if (same) return same;
  let best;
  let bestDistance = wanted.length >= 6 ? 3 : 2;
  for (const candidate of list) {
    const other = normal(candidate);
    // Lengths alone already differ by too many edits: thousands of routes cost little.
    if (Math.abs(other.length - wanted.length) >= bestDistance) continue;
    const edits = distance(wanted, other);
    if (edits < bestDistance) [best, bestDistance] = [candidate, edits];
  }
  if (best) return best;
  const begun = wanted.length >= 4 ? list.filter((candidate) => normal(candidate).startsWith(wanted)) : [];
  return begun.length === 1 ? begun[0] : undefined;
}

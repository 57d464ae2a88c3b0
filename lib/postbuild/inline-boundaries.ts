/**
 * React streams a finished Suspense boundary "outlined" once the page is big
 * (shell + boundary > 12.8 KB): the fallback (our loading spinner) in place,
 * the real content in a `<div hidden id="S:0">` at the end of the body, and
 * an inline `$RC("B:0","S:0")` script that swaps them. Without JavaScript
 * the reader would see a spinner and no doc. In a static export every
 * boundary is already complete, so the build does the swap ahead of time,
 * producing exactly the markup `$RC` leaves behind (`<!--$-->content<!--/$-->`),
 * which React hydrates as a completed boundary.
 */

const CALL = /\$RC\("(B:[0-9a-z]+)","(S:[0-9a-z]+)"\);?/g;

/** Index just past the `<!--/$-->` that closes the boundary whose content starts at `from`. */
function boundaryEnd(html: string, from: string, start: number): number {
  const marker = /<!--(\/?)(\$[?!~]?|&)-->/g;
  marker.lastIndex = start;
  let depth = 0;
  for (let match = marker.exec(html); match; match = marker.exec(html)) {
    if (match[1] !== '/') depth += 1;
    else if (depth === 0) return match.index;
    else depth -= 1;
  }
  throw new Error(`Suspense boundary ${from} has no closing <!--/$--> marker`);
}

/** [start, end) of the `<div hidden id="S:n">…</div>` element. */
function segmentRange(html: string, segmentId: string): [number, number, number] {
  const open = `<div hidden id="${segmentId}">`;
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`Outlined segment ${segmentId} not found`);
  const tag = /<(\/?)div\b[^>]*>/g;
  tag.lastIndex = start + open.length;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[1] !== '/') depth += 1;
    else if (depth === 0) return [start, start + open.length, match.index];
    else depth -= 1;
  }
  throw new Error(`Outlined segment ${segmentId} is not closed`);
}

/** The page with every outlined, completed Suspense boundary put in place; `pageName` names it in errors. */
export function inlineCompletedBoundaries(html: string, pageName = 'page'): string {
  let result = html;
  const calls = [...html.matchAll(CALL)];
  for (const [call, boundaryId, segmentId] of calls) {
    try {
      const opening = `<!--$?--><template id="${boundaryId}"></template>`;
      const boundaryStart = result.indexOf(opening);
      if (boundaryStart < 0) throw new Error(`boundary ${boundaryId} not found`);
      const fallbackStart = boundaryStart + opening.length;
      const fallbackEnd = boundaryEnd(result, boundaryId, fallbackStart);
      const [segmentStart, contentStart, contentEnd] = segmentRange(result, segmentId);
      if (segmentStart < fallbackEnd) throw new Error(`segment ${segmentId} comes before its boundary`);
      const content = result.slice(contentStart, contentEnd);
      const closeDiv = '</div>'.length;
      result =
        result.slice(0, boundaryStart) +
        '<!--$-->' +
        content +
        result.slice(fallbackEnd, segmentStart) +
        result.slice(contentEnd + closeDiv);
      result = result.replace(call, '');
    } catch (error) {
      throw new Error(
        `Could not render ${pageName} for readers without JavaScript: ${(error as Error).message}. ` +
          'React changed how it streams Suspense boundaries: update lib/postbuild/inline-boundaries.ts.',
      );
    }
  }
  if (/\$R[SX]\("/.test(result)) {
    throw new Error(
      `${pageName} has an unfinished Suspense boundary ($RS/$RX): its content would need JavaScript. ` +
        'Make the page render completely at build time (no pending data), or update lib/postbuild/inline-boundaries.ts.',
    );
  }
  return result;
}

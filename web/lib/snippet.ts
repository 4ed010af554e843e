/** A piece of a search snippet: plain text, marked when it is part of the match. */
export type SnippetSegment = { text: string; mark: boolean };

/**
 * Splits a snippet `{ text, highlights: [start, end)[] }` into plain and marked pieces, so the
 * page renders <mark> elements itself and never injects markup. Ranges are clamped to the text,
 * sorted, and overlapping or touching ranges merged; empty or inverted ones are dropped.
 */
export function snippetSegments(snippet: { text: string; highlights: readonly (readonly [number, number])[] }): SnippetSegment[] {
  const { text } = snippet;
  const ranges = snippet.highlights
    .map(([start, end]) => [Math.max(0, Math.min(start, text.length)), Math.max(0, Math.min(end, text.length))] as [number, number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const out: SnippetSegment[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), mark: false });
  return out;
}

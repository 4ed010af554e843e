import { isHanCodePoint } from "./text.ts";
import type { Snippet } from "./types.ts";

/** Spec §9: result snippets show 30 characters of content and 20 of appreciation. */
export const CONTENT_SNIPPET_LENGTH = 30;
export const SHANGXI_SNIPPET_LENGTH = 20;
/** The classical poem list shows 50 characters of each poem (spec §9). */
export const LIST_PREVIEW_LENGTH = 50;
/** How many characters of context to keep before the first match. */
const LEAD = 6;

type Cp = { ch: string; at: number };

/**
 * A window of `length` characters (code points) around the first occurrence of the query's
 * characters in `text`, with every occurrence inside the window marked. Punctuation and line
 * breaks between the matched characters are allowed, as the index ignores them. Without a match
 * (the hit came from the title, author or pinyin) it is the opening of the text, unmarked.
 * Line breaks become spaces; "…" marks a cut (it is not counted in `length`).
 */
export function makeSnippet(text: string | null | undefined, query: readonly string[], length: number): Snippet {
  const full = text ?? "";
  // Long texts (a chapter of 孟子 is 10k characters): work on a region around the first match.
  const at = query.length > 0 ? firstMatch(full, query) : 0;
  const regionStart = safeIndex(full, Math.max(0, (at < 0 ? 0 : at) - 4 * length));
  const regionEnd = safeIndex(full, Math.min(full.length, (at < 0 ? 0 : at) + 8 * length));
  const cps: Cp[] = [];
  let pos = 0;
  for (const ch of full.slice(regionStart, regionEnd).replace(/\s*\n\s*/g, " ")) {
    cps.push({ ch, at: pos });
    pos += ch.length;
  }
  const matches = query.length > 0 && at >= 0 ? findMatches(cps, query) : [];
  const first = matches[0];
  let from = first ? Math.max(0, first[0] - LEAD) : 0;
  // Keep the whole first match inside the window when it fits.
  if (first && first[1] - from > length) from = first[0];
  from = Math.max(0, Math.min(from, cps.length - length));
  const to = Math.min(cps.length, from + length);
  const prefix = from > 0 || regionStart > 0 ? "…" : "";
  const suffix = to < cps.length || regionEnd < full.length ? "…" : "";
  const body = cps.slice(from, to).map((c) => c.ch).join("");
  const base = (cps[from]?.at ?? 0) - prefix.length;
  const highlights: [number, number][] = [];
  for (const [s, e] of matches) {
    if (s < from || e > to) continue;
    highlights.push([cps[s].at - base, cps[e - 1].at + cps[e - 1].ch.length - base]);
  }
  return { text: prefix + body + suffix, highlights };
}

/** UTF-16 index of the first place the query's characters occur in order (punctuation between allowed), or -1. */
function firstMatch(text: string, query: readonly string[]): number {
  for (let i = text.indexOf(query[0]); i >= 0; i = text.indexOf(query[0], i + 1)) {
    let j = i + query[0].length;
    let k = 1;
    while (k < query.length && j < text.length) {
      const ch = String.fromCodePoint(text.codePointAt(j)!);
      if (ch === query[k]) k++;
      else if (isHanCodePoint(ch.codePointAt(0)!)) break;
      j += ch.length;
    }
    if (k === query.length) return i;
  }
  return -1;
}

/** Moves an index off the second half of a surrogate pair. */
function safeIndex(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
}

/** [start, end) code-point ranges where the query's Han characters occur in order. */
function findMatches(cps: Cp[], query: readonly string[]): [number, number][] {
  const han: number[] = [];
  cps.forEach((c, i) => {
    if (isHanCodePoint(c.ch.codePointAt(0)!)) han.push(i);
  });
  const out: [number, number][] = [];
  for (let h = 0; h + query.length <= han.length; h++) {
    let ok = true;
    for (let k = 0; k < query.length; k++) {
      if (cps[han[h + k]].ch !== query[k]) {
        ok = false;
        break;
      }
    }
    if (ok) {
      out.push([han[h], han[h + query.length - 1] + 1]);
      h += query.length - 1;
    }
  }
  return out;
}

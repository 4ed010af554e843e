import { isHanCodePoint } from "./text.ts";
import type { Snippet } from "./types.ts";

/** Spec §9: result snippets show 30 characters of content and 20 of appreciation. */
export const CONTENT_SNIPPET_LENGTH = 30;
export const SHANGXI_SNIPPET_LENGTH = 20;
/** The classical poem list shows 50 characters of each poem (spec §9). */
export const LIST_PREVIEW_LENGTH = 50;
/** How many characters of context to keep before the first match. */
const LEAD = 6;

/**
 * A window of `length` characters (code points) around the first occurrence of the query's
 * characters in `text`, with every occurrence inside the window marked. Punctuation and line
 * breaks between the matched characters are allowed, as the index ignores them. Without a match
 * (the hit came from the title, author or pinyin) it is the opening of the text, unmarked.
 * Line breaks become spaces; "…" marks a cut (it is not counted in `length`).
 *
 * Runs for every hit of every search (up to 25 per answer), so it works on code-point offsets
 * into one string rather than an object per character.
 */
export function makeSnippet(text: string | null | undefined, query: readonly string[], length: number): Snippet {
  const full = text ?? "";
  // Long texts (a chapter of 孟子 is 10k characters): work on a region around the first match.
  const want = queryCodePoints(query);
  const at = query.length > 0 ? firstMatch(full, query, want) : 0;
  const regionStart = safeIndex(full, Math.max(0, (at < 0 ? 0 : at) - 4 * length));
  const regionEnd = safeIndex(full, Math.min(full.length, (at < 0 ? 0 : at) + 8 * length));
  const region = full.slice(regionStart, regionEnd);
  const s = region.includes("\n") ? region.replace(/\s*\n\s*/g, " ") : region;
  // Code point k of s starts at UTF-16 offset starts[k] (a lone surrogate counts as one); text
  // without surrogates, nearly all of it, needs no table: code point k is unit k.
  let starts: number[] | null = null;
  if (SURROGATE.test(s)) {
    starts = [];
    for (let i = 0; i < s.length; i++) {
      starts.push(i);
      if (isHighSurrogate(s.charCodeAt(i)) && i + 1 < s.length && isLowSurrogate(s.charCodeAt(i + 1))) i++;
    }
  }
  const n = starts ? starts.length : s.length;
  const start = (k: number) => (starts ? starts[k] : k);
  const end = (k: number) => (k < n ? start(k) : s.length);
  const matches = query.length === 0 || at < 0 || !want.every(isHanCodePoint) ? [] : starts ? findMatches(s, n, start, want) : findMatchesBmp(s, want);
  const first = matches[0];
  let from = first ? Math.max(0, first[0] - LEAD) : 0;
  // Keep the whole first match inside the window when it fits.
  if (first && first[1] - from > length) from = first[0];
  from = Math.max(0, Math.min(from, n - length));
  const to = Math.min(n, from + length);
  const prefix = from > 0 || regionStart > 0 ? "…" : "";
  const suffix = to < n || regionEnd < full.length ? "…" : "";
  const body = from < to ? s.slice(start(from), end(to)) : "";
  const base = (from < n ? start(from) : 0) - prefix.length;
  const highlights: [number, number][] = [];
  for (const [a, b] of matches) {
    if (a < from || b > to) continue;
    highlights.push([start(a) - base, end(b) - base]);
  }
  return { text: prefix + body + suffix, highlights };
}

const SURROGATE = /[\ud800-\udfff]/;
const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The query's characters as code points; -1 for an item that is not exactly one code point (it never matches). */
function queryCodePoints(query: readonly string[]): number[] {
  return query.map((c) => {
    const cp = c.codePointAt(0);
    return cp !== undefined && c.length === (cp > 0xffff ? 2 : 1) ? cp : -1;
  });
}

/** UTF-16 index of the first place the query's characters occur in order (punctuation between allowed), or -1. */
function firstMatch(text: string, query: readonly string[], want: readonly number[]): number {
  for (let i = text.indexOf(query[0]); i >= 0; i = text.indexOf(query[0], i + 1)) {
    let j = i + query[0].length;
    let k = 1;
    while (k < query.length && j < text.length) {
      const cp = text.codePointAt(j)!;
      if (cp === want[k]) k++;
      else if (isHanCodePoint(cp)) break;
      j += cp > 0xffff ? 2 : 1;
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

/**
 * findMatches for a string without surrogates (code point k is unit k): jumps from one occurrence
 * of the first character to the next with indexOf instead of visiting every character.
 */
function findMatchesBmp(s: string, want: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  if (want.some((cp) => cp > 0xffff)) return out;
  const first = String.fromCharCode(want[0]);
  for (let i = s.indexOf(first); i >= 0; ) {
    let k = 1;
    let last = i;
    for (let j = i + 1; k < want.length && j < s.length; j++) {
      const c = s.charCodeAt(j);
      if (c === want[k]) {
        last = j;
        k++;
      } else if (isHanCodePoint(c)) break;
    }
    if (k === want.length) {
      out.push([i, last + 1]);
      i = s.indexOf(first, last + 1);
    } else {
      i = s.indexOf(first, i + 1);
    }
  }
  return out;
}

/** [start, end) code-point ranges of `s` (n code points, the k-th at `start(k)`) where the query's Han characters occur in order. */
function findMatches(s: string, n: number, start: (k: number) => number, want: readonly number[]): [number, number][] {
  const han: number[] = [];
  const cps: number[] = [];
  for (let k = 0; k < n; k++) {
    const cp = s.codePointAt(start(k))!;
    if (isHanCodePoint(cp)) {
      han.push(k);
      cps.push(cp);
    }
  }
  const out: [number, number][] = [];
  for (let h = 0; h + want.length <= han.length; h++) {
    let ok = true;
    for (let k = 0; k < want.length; k++) {
      if (cps[h + k] !== want[k]) {
        ok = false;
        break;
      }
    }
    if (ok) {
      out.push([han[h], han[h + want.length - 1] + 1]);
      h += want.length - 1;
    }
  }
  return out;
}

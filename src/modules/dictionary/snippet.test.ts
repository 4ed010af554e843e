import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureDictionary } from "../../../scripts/seed/fixture-db.ts";
import { makeSnippet } from "./snippet.ts";
import { hanChars, isHanCodePoint } from "./text.ts";
import type { Snippet } from "./types.ts";

/**
 * The first implementation of makeSnippet (an object per character), kept verbatim as the
 * reference: the faster one must answer exactly the same for every input.
 */
function referenceSnippet(text: string | null | undefined, query: readonly string[], length: number): Snippet {
  type Cp = { ch: string; at: number };
  const LEAD = 6;
  const safeIndex = (t: string, i: number) => {
    const c = t.charCodeAt(i);
    return c >= 0xdc00 && c <= 0xdfff ? i - 1 : i;
  };
  const firstMatch = (t: string): number => {
    for (let i = t.indexOf(query[0]); i >= 0; i = t.indexOf(query[0], i + 1)) {
      let j = i + query[0].length;
      let k = 1;
      while (k < query.length && j < t.length) {
        const ch = String.fromCodePoint(t.codePointAt(j)!);
        if (ch === query[k]) k++;
        else if (isHanCodePoint(ch.codePointAt(0)!)) break;
        j += ch.length;
      }
      if (k === query.length) return i;
    }
    return -1;
  };
  const findMatches = (cps: Cp[]): [number, number][] => {
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
  };
  const full = text ?? "";
  const at = query.length > 0 ? firstMatch(full) : 0;
  const regionStart = safeIndex(full, Math.max(0, (at < 0 ? 0 : at) - 4 * length));
  const regionEnd = safeIndex(full, Math.min(full.length, (at < 0 ? 0 : at) + 8 * length));
  const cps: Cp[] = [];
  let pos = 0;
  for (const ch of full.slice(regionStart, regionEnd).replace(/\s*\n\s*/g, " ")) {
    cps.push({ ch, at: pos });
    pos += ch.length;
  }
  const matches = query.length > 0 && at >= 0 ? findMatches(cps) : [];
  const first = matches[0];
  let from = first ? Math.max(0, first[0] - LEAD) : 0;
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

let fx: Awaited<ReturnType<typeof fixtureDictionary>>;
beforeAll(async () => {
  fx = await fixtureDictionary();
});
afterAll(() => fx.cleanup());

describe("makeSnippet answers exactly as the reference implementation", () => {
  const LENGTHS = [5, 20, 30, 50];
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

  /** Queries for a text: pieces of it (1-4 characters, some across punctuation), a miss, nothing. */
  function queriesFor(text: string): string[][] {
    const chars = hanChars(text);
    const out: string[][] = [[], ["龘"], ["明", "月"]];
    for (let i = 0; i < 6 && chars.length > 0; i++) {
      const at = Math.floor(random() * chars.length);
      out.push(chars.slice(at, at + 1 + Math.floor(random() * 4)));
    }
    return out;
  }
  const check = (text: string | null, query: string[]) => {
    for (const length of LENGTHS) expect(makeSnippet(text, query, length)).toEqual(referenceSnippet(text, query, length));
  };

  test("every poem, appreciation and ancient text of the fixture", () => {
    const rows = fx.db.query("SELECT content AS t FROM poems UNION ALL SELECT shangxi FROM poems WHERE shangxi IS NOT NULL UNION ALL SELECT content FROM texts").all() as { t: string }[];
    expect(rows.length).toBeGreaterThan(20);
    for (const { t } of rows) for (const q of queriesFor(t)) check(t, q);
  });

  test("edge cases: empty, line breaks, characters beyond the BMP, lone surrogates, odd query items", () => {
    const texts = [
      "", "明", "\n明月\n", "  床前\r\n  明月光，\n\n疑是地上霜。  ", "𪀪𪀪明月𪀪\n𠀀明𠀀月", "明\ud800月\udc00明月", "\udfff明月\ud800",
      "明月".repeat(200), `${"天".repeat(500)}明，月${"地".repeat(500)}`, "𪀪".repeat(300) + "明月" + "𪀪".repeat(300),
    ];
    const queries = [[], ["明"], ["明", "月"], ["月", "明"], ["𪀪"], ["𪀪", "明"], ["明月"], [""], ["\ud800"], ["明", "月", "光", "疑"]];
    for (const t of texts) for (const q of queries) check(t, q);
    for (const q of queries) check(null, q);
  });
});

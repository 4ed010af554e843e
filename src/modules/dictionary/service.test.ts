import type { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureDictionary } from "../../../scripts/seed/fixture-db.ts";
import { AppError } from "../../lib/errors.ts";
import { dictContext } from "./context.ts";
import {
  DICT_TYPES,
  clearSearchCache,
  searchDictionary,
  type DictType,
  type Snippet,
} from "./service.ts";

let fx: Awaited<ReturnType<typeof fixtureDictionary>>;
let db: Database;
beforeAll(async () => {
  fx = await fixtureDictionary();
  db = fx.db;
});
afterAll(() => fx.cleanup());

const search = (query: unknown, types?: unknown, extra: Record<string, unknown> = {}) => searchDictionary(db, { query, types, ...extra });
const heads = (items: Record<string, any>[] | undefined) => (items ?? []).map((h) => h.char ?? h.word ?? h.idiom ?? h.title);
const marked = (s: Snippet) => s.highlights.map(([a, b]) => s.text.slice(a, b));

/** Runs fn and returns the AppError it throws (failing the test on any other outcome). */
function appError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error("expected an AppError");
}

describe("search: query classes", () => {
  test("one character: the character itself, words/idioms containing it, marked snippets", () => {
    const r = search("明");
    expect(r.interpreted).toEqual({ kind: "text", text: "明" });
    expect(heads(r.results.characters)).toEqual(["明"]);
    for (const w of heads(r.results.words)) expect(w).toContain("明");
    for (const h of r.results.poems ?? []) for (const m of marked(h.snippet)) expect(m).toBe("明");
    expect(r.counts.poems).toBeGreaterThan(0);
  });

  test("two characters: exact word first, poems containing the phrase", () => {
    const r = search("明月");
    expect(heads(r.results.words)[0]).toBe("明月");
    expect(heads(r.results.characters)).toEqual(["明", "月"]);
    expect(heads(r.results.poems)).toEqual(expect.arrayContaining(["静夜思", "水调歌头"]));
    const jys = r.results.poems!.find((p) => p.title === "静夜思")!;
    expect(marked(jys.snippet)).toEqual(["明月", "明月"]);
  });

  test("an idiom finds itself first", () => {
    expect(heads(search("一鸣惊人").results.idioms)[0]).toBe("一鸣惊人");
    expect(heads(search("画蛇添足", "idioms").results.idioms)[0]).toBe("画蛇添足");
  });

  test("a poem line finds its poem with the line marked", () => {
    const r = search("床前明月光", "classical-poems");
    expect(heads(r.results["classical-poems"])).toEqual(["静夜思"]);
    expect(marked(r.results["classical-poems"]![0].snippet)).toEqual(["床前明月光"]);
    // Punctuation between the typed characters does not matter.
    expect(heads(search("明月光疑是", "poems").results.poems)).toEqual(["静夜思"]);
  });

  test("pinyin: full, spaced, toned, numbered, initials", () => {
    expect(heads(search("jingyesi").results.poems)).toEqual(["静夜思"]);
    expect(heads(search("jìng yè sī").results.poems)).toEqual(["静夜思"]);
    expect(heads(search("jing4ye4si1").results.poems)).toEqual(["静夜思"]);
    expect(heads(search("jīng yè sī").results.poems)).toEqual([]);
    expect(heads(search("míng yuè").results.words)).toContain("明月");
    expect(heads(search("ming yue").results.words)).toContain("明月");
    expect(heads(search("jys").results.poems)).toEqual(["静夜思"]);
    expect(heads(search("ymjr").results.idioms)).toContain("一鸣惊人");
    expect(heads(search("ming").results.characters)).toEqual(expect.arrayContaining(["明", "鸣"]));
    expect(search("ming").interpreted).toEqual({ kind: "pinyin", text: "ming" });
  });

  test("traditional input finds the simplified entries", () => {
    const r = search("靜夜思");
    expect(r.interpreted.text).toBe("静夜思");
    expect(heads(r.results["classical-poems"])).toEqual(["静夜思"]);
    expect(heads(search("發", "characters").results.characters)).toEqual(["发"]);
  });

  test("a miss answers zero counts and empty lists", () => {
    for (const q of ["xyzzy", "㐀", "🙂"]) {
      const r = search(q);
      for (const t of DICT_TYPES) {
        expect(r.counts[t]).toBe(0);
        expect(r.results[t]).toEqual([]);
      }
    }
  });
});

describe("search: bad input never escapes as anything but AppError", () => {
  const nasty = [
    '"', "*", "(", ")", ":", "^", "NEAR", "AND", "OR NOT", '明" OR "月', '"明"*', "明)", "title:明", "NEAR(明 月)", "{明}", "明 - 月",
    "'; DROP TABLE words; --", "1 OR 1=1", "%", "_", "\\", "\ud800", "\udfff明", "明\u0000月", "   明   ",
  ];
  test.each(nasty)("%p", (q) => {
    let result: ReturnType<typeof search> | undefined;
    try {
      result = search(q);
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      return;
    }
    expect(result!.counts).toBeDefined();
  });

  test("blank, whitespace-only, 1,000 characters and non-strings are 400s", () => {
    for (const q of ["", "   ", "明".repeat(1000), null, undefined, 7]) expect(appError(() => search(q)).status).toBe(400);
  });

  test("unknown types and bad paging are 400s with Chinese messages", () => {
    expect(appError(() => search("明", "verbs")).message).toContain("不支持");
    for (const extra of [{ limit: 0 }, { limit: 101 }, { limit: "x" }, { page: 0 }, { page: 1.5 }, { page: 10_000 }]) {
      expect(appError(() => search("明", "words", extra)).status).toBe(400);
    }
  });
});

describe("search: ranking, counts, paging, snippets", () => {
  test("5 per type for all types, 20 for one type, limit honoured", () => {
    const all = search("人");
    for (const t of DICT_TYPES) expect((all.results[t] ?? []).length).toBeLessThanOrEqual(5);
    expect(all.limit).toBe(5);
    const one = search("人", "words");
    expect(one.limit).toBe(20);
    expect(Object.keys(one.results)).toEqual(["words"]);
    expect(one.results.words!.length).toBe(Math.min(20, one.counts.words!));
    expect(search("人", "words,idioms", { limit: 3 }).results.idioms!.length).toBeLessThanOrEqual(3);
  });

  test("titles starting with the query come before poems that only contain it", () => {
    const titles = heads(search("春", "poems", { limit: 50 }).results.poems);
    const firstOther = titles.findIndex((t) => !t.startsWith("春"));
    expect(firstOther).toBeGreaterThan(0);
    expect(titles.slice(firstOther).some((t) => t.startsWith("春"))).toBe(false);
  });

  const pagingCases: [string, DictType][] = [
    ["明", "words"], ["明", "poems"], ["春", "classical-poems"], ["一", "idioms"], ["人", "classical-texts"],
    ["天", "words"], ["mb", "words"], ["ming", "idioms"], ["shi", "poems"], ["学", "characters"],
  ];
  test.each(pagingCases)("%p in %p: counts equal what paging through returns, without repeats", (q, type) => {
    const { counts } = search(q, type, { limit: 100 });
    const seen: number[] = [];
    for (let page = 1; page <= 60; page++) {
      const items = search(q, type, { limit: 3, page }).results[type] as { id: number }[];
      if (items.length === 0) break;
      seen.push(...items.map((i) => i.id));
    }
    expect(seen.length).toBe(counts[type]!);
    expect(new Set(seen).size).toBe(seen.length);
    const firstPage = (search(q, type, { limit: 9 }).results[type] as { id: number }[]).map((i) => i.id);
    expect(firstPage).toEqual(seen.slice(0, 9));
  });

  test("snippets: at most 30 characters of content and 20 of appreciation, match marked", () => {
    for (const h of search("人", "classical-poems", { limit: 50 }).results["classical-poems"]!) {
      expect([...h.snippet.text.replaceAll("…", "")].length).toBeLessThanOrEqual(30);
      for (const m of marked(h.snippet)) expect(m).toBe("人");
    }
    const r = search("开国之君", "classical-poems").results["classical-poems"]!;
    expect(heads(r)).toEqual(["蜀先主庙"]);
    expect([...r[0].shangxi_snippet!.text.replaceAll("…", "")].length).toBeLessThanOrEqual(20);
    expect(marked(r[0].shangxi_snippet!)).toEqual(["开国之君"]);
  });

  test("answers are cached per handle and the cache can be cleared", () => {
    const a = search("明月");
    expect(search("明月")).toBe(a);
    clearSearchCache(db);
    expect(search("明月")).not.toBe(a);
    expect(search("明月")).toEqual(a);
  });
});

describe("search: one and two characters use indexes, never a table scan", () => {
  /** A handle that records every statement the service runs, with its arguments. */
  function recording(base: Database) {
    const log: { sql: string; args: unknown[] }[] = [];
    const wrap = (sql: string) => {
      const stmt = base.query(sql);
      return {
        all: (...args: unknown[]) => (log.push({ sql, args }), stmt.all(...(args as []))),
        get: (...args: unknown[]) => (log.push({ sql, args }), stmt.get(...(args as []))),
      };
    };
    const proxy = new Proxy(base, { get: (t, p) => (p === "query" ? wrap : Reflect.get(t, p, t)) }) as Database;
    return { proxy, log };
  }

  test.each(["明", "月明", "春", "人", "ming", "my"])("%p", (q) => {
    const { proxy, log } = recording(db);
    searchDictionary(proxy, { query: "热身" }); // loads the per-handle context outside the log
    log.length = 0;
    for (const page of [1, 2]) searchDictionary(proxy, { query: q, limit: 3, page });
    expect(log.length).toBeGreaterThan(5);
    for (const { sql, args } of log) {
      const plan = (db.query(`EXPLAIN QUERY PLAN ${sql}`).all(...(args as [])) as { detail: string }[]).map((p) => p.detail);
      for (const step of plan) {
        // A plain SCAN, or a rowid range standing in for one, walks the table; FTS MATCH is fine.
        if (step.startsWith("SCAN ")) expect(step).toMatch(/VIRTUAL TABLE INDEX \d+:M/);
        expect(step).not.toMatch(/USING INTEGER PRIMARY KEY \(rowid[<>]/);
      }
    }
  });
});

describe("search: schema 2 (term counts, head indexes, bigram copies) answers exactly as schema 1 did", () => {
  /** Every answer with term_counts, head indexes and bigram copies, and again as schema 1 searched. */
  function compare(queries: string[], variants: Record<string, unknown>[]) {
    const ctx = dictContext(db);
    try {
      for (const query of new Set(queries)) {
        for (const extra of variants) {
          clearSearchCache(db);
          ctx.precomputed = true;
          const fast = searchDictionary(db, { query, ...extra });
          clearSearchCache(db);
          ctx.precomputed = false;
          const live = searchDictionary(db, { query, ...extra });
          expect({ query, ...extra, ...fast }).toEqual({ query, ...extra, ...live });
        }
      }
    } finally {
      ctx.precomputed = true;
      clearSearchCache(db);
    }
  }
  const col = (sql: string) => (db.query(sql).all() as Record<string, string>[]).map((r) => Object.values(r)[0]!);

  test("one character: the most frequent, title and headword openings, absent ones", () => {
    const chars = [
      ...col("SELECT char FROM characters ORDER BY id LIMIT 120"),
      ...col("SELECT DISTINCT substr(title, 1, 1) FROM poems LIMIT 80"),
      ...col("SELECT DISTINCT substr(idiom, 1, 1) FROM idioms LIMIT 40"),
      "㐀", "龘", "發",
    ];
    compare(chars, [{}, { types: "poems,classical-poems", limit: 3, page: 2 }, { types: "words", limit: 7, page: 3 }]);
  });

  test("two characters: words, title openings, pairs from poems with and without a row", () => {
    const jys = [...(db.query("SELECT content FROM poems WHERE title = '静夜思'").get() as { content: string }).content.replace(/[^\u4e00-\u9fff]/g, "")];
    const pairs = [
      ...col("SELECT word FROM words WHERE length(word) = 2 LIMIT 120"),
      ...col("SELECT DISTINCT substr(title, 1, 2) FROM poems WHERE length(title) >= 2 LIMIT 80"),
      ...col("SELECT DISTINCT substr(idiom, 1, 2) FROM idioms LIMIT 40"),
      ...jys.slice(1).map((c, i) => jys[i] + c),
      "月明", "明月", "春風", "人人", "之之",
    ];
    compare(pairs, [{}, { types: "poems,classical-texts,classical-poems", limit: 2, page: 2 }, { types: "idioms", limit: 5, page: 2 }]);
  });

  test("longer queries: idioms, three-character words, poem lines, pieces across punctuation", () => {
    const lines = col("SELECT content FROM poems LIMIT 60").flatMap((c) => c.split(/[，。！？；、\s]+/)).filter((l) => l.length >= 3);
    const queries = [
      ...col("SELECT idiom FROM idioms LIMIT 80"),
      ...col("SELECT word FROM words WHERE length(word) >= 3 LIMIT 60"),
      ...lines.slice(0, 80),
      ...lines.slice(0, 20).map((l) => l.slice(1, 4)),
      "明月光疑是", "人之将死其言也善", "之之之", "一一一一",
    ];
    compare(queries, [{}, { types: "words,idioms,classical-poems", limit: 2, page: 2 }]);
  });
});

import { describe, expect, test } from "bun:test";
import { AppError } from "../../lib/errors.ts";
import { parsePinyin, parseQuery, tonesMatch } from "./query-parse.ts";
import { makeSnippet } from "./snippet.ts";
import { bigramsForIndex, ftsBigramPhrase, ftsPhrase, segmentForIndex } from "./text.ts";

const same = (s: string) => s;
const t2s = (s: string) => s.replace(/靜/g, "静").replace(/發/g, "发");

describe("parseQuery", () => {
  test("Han text keeps only Han characters, converted to simplified", () => {
    expect(parseQuery(" 靜夜思！ ", t2s)).toEqual({ kind: "text", text: "静夜思", chars: ["静", "夜", "思"] });
    expect(parseQuery('明" AND 月*', same)).toEqual({ kind: "text", text: "明月", chars: ["明", "月"] });
  });

  test("pinyin with marks, numbers, spaces, ü/v and initials", () => {
    expect(parseQuery("míng yuè", same)).toEqual({ kind: "pinyin", key: "mingyue", tones: [{ at: 1, tone: 2 }, { at: 6, tone: 4 }] });
    expect(parseQuery("ming2 yue4", same)).toEqual({ kind: "pinyin", key: "mingyue", tones: [{ at: 3, tone: 2 }, { at: 6, tone: 4 }] });
    expect(parseQuery("JingYeSi", same)).toEqual({ kind: "pinyin", key: "jingyesi", tones: [] });
    for (const q of ["lü", "lv", "lu:"]) expect(parseQuery(q, same)).toMatchObject({ kind: "pinyin", key: "lv" });
  });

  test("symbols, operators and SQL are nothing searchable or harmless letters", () => {
    expect(parseQuery('" * ( ) : ^', same)).toEqual({ kind: "none" });
    expect(parseQuery("NEAR AND", same)).toEqual({ kind: "pinyin", key: "nearand", tones: [] });
    expect(parseQuery("'; DROP TABLE words; --", same).kind).toBe("none");
    expect(parsePinyin("2ming")).toEqual({ kind: "none" });
  });

  test("blank, over-long and non-string input is a 400 with a Chinese message", () => {
    for (const bad of ["", "   ", "\n\t", "明".repeat(101), "a".repeat(1000), undefined, 42, { q: "明" }]) {
      let error: unknown;
      try {
        parseQuery(bad, same);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test("lone surrogates are replaced, not passed on", () => {
    expect(parseQuery("\ud800明\udc00", same)).toEqual({ kind: "text", text: "明", chars: ["明"] });
    expect(parseQuery("\udc00", same)).toEqual({ kind: "none" });
  });

  test("tonesMatch aligns typed tones with syllables whatever the spacing", () => {
    expect(tonesMatch(["míng", "yuè"], [{ at: 1, tone: 2 }, { at: 5, tone: 4 }])).toBe(true);
    expect(tonesMatch(["míng", "yuè"], [{ at: 1, tone: 4 }])).toBe(false);
    expect(tonesMatch(["jìng", "yè", "sī"], [])).toBe(true);
  });
});

describe("index text", () => {
  test("unigram and bigram copies, quoted phrases", () => {
    expect(segmentForIndex("床前，明月光")).toBe("床 前 明 月 光");
    expect(bigramsForIndex("床前，明月光")).toBe("床前 前明 明月 月光");
    expect(bigramsForIndex("春")).toBe("春");
    expect(ftsPhrase(["明", "月"])).toBe('"明 月"');
    expect(ftsBigramPhrase(["床", "前", "明"])).toBe('"床前 前明"');
  });
});

describe("makeSnippet", () => {
  const poem = "床前明月光，疑是地上霜。\n举头望明月，低头思故乡。";

  test("marks every occurrence in the window with offsets into the text", () => {
    const s = makeSnippet(poem, ["明", "月"], 30);
    expect(s.text).toBe("床前明月光，疑是地上霜。 举头望明月，低头思故乡。");
    expect(s.highlights.map(([a, b]) => s.text.slice(a, b))).toEqual(["明月", "明月"]);
  });

  test("a match across punctuation is marked whole; a far match gets a cut with …", () => {
    const s = makeSnippet(poem, ["光", "疑"], 30);
    expect(s.highlights.map(([a, b]) => s.text.slice(a, b))).toEqual(["光，疑"]);
    const long = "甲".repeat(50) + "明月" + "乙".repeat(50);
    const cut = makeSnippet(long, ["明", "月"], 30);
    expect(cut.text.startsWith("…")).toBe(true);
    expect(cut.text.endsWith("…")).toBe(true);
    expect([...cut.text.replaceAll("…", "")].length).toBe(30);
    expect(cut.highlights.map(([a, b]) => cut.text.slice(a, b))).toEqual(["明月"]);
  });

  test("no match: the opening of the text, unmarked; characters beyond the BMP are counted once", () => {
    expect(makeSnippet(poem, [], 5)).toEqual({ text: "床前明月光…", highlights: [] });
    const s = makeSnippet("𪀪𪀪明月", ["明", "月"], 20);
    expect(s.highlights.map(([a, b]) => s.text.slice(a, b))).toEqual(["明月"]);
    expect(makeSnippet(null, ["明"], 20)).toEqual({ text: "", highlights: [] });
  });
});

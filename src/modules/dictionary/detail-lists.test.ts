import type { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixtureDictionary } from "../../../scripts/seed/fixture-db.ts";
import { AppError } from "../../lib/errors.ts";
import {
  getCharacter,
  getClassicalPoem,
  getClassicalText,
  getIdiom,
  getPoem,
  getStrokes,
  getWord,
  listCharacters,
  listClassicalPoems,
  listClassicalTexts,
  listDynasties,
  listPoems,
  listWords,
} from "./service.ts";

let fx: Awaited<ReturnType<typeof fixtureDictionary>>;
let db: Database;
beforeAll(async () => {
  fx = await fixtureDictionary();
  db = fx.db;
});
afterAll(() => fx.cleanup());

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

describe("details", () => {
  test("character by id, by character, by traditional form", () => {
    const c = getCharacter(db, "明");
    expect(c).toMatchObject({ char: "明", pinyin: "míng", radicals: "日", strokes: 8, structure: "左右结构", has_strokes: true });
    expect(c.frequency).toBeGreaterThanOrEqual(4);
    expect(c.pronunciations[0]).toMatchObject({ pinyin: "míng", is_primary: true });
    expect(c.pronunciations[0].explanations[0].words.length).toBeGreaterThan(0);
    expect(getCharacter(db, String(c.id)).char).toBe("明");
    expect(getCharacter(db, c.id).char).toBe("明");
    expect(getCharacter(db, "發")).toMatchObject({ char: "发", traditional: "發", variant: "髮" });
  });

  test("missing and unknown ids: 400 without an id, 404 with the spec's messages", () => {
    expect(appError(() => getCharacter(db, "")).message).toBe("未提供汉字ID");
    expect(appError(() => getCharacter(db, "99999")).message).toBe("未找到汉字信息");
    expect(appError(() => getCharacter(db, "明月")).status).toBe(404);
    expect(appError(() => getWord(db, "")).message).toBe("未提供词汇ID");
    expect(appError(() => getIdiom(db, undefined)).message).toBe("未提供成语ID");
    expect(appError(() => getWord(db, "不是词")).status).toBe(404);
    expect(appError(() => getPoem(db, "abc")).message).toBe("未找到该诗词");
    expect(appError(() => getClassicalText(db, 0)).status).toBe(404);
  });

  test("word and idiom shapes", () => {
    const w = getWord(db, "明白");
    expect(w).toMatchObject({ word: "明白", pinyin: "míng bái", abbreviation: "mb" });
    expect(w.definition).toBeTruthy();
    expect(w.senses.length).toBeGreaterThan(0);
    expect(getWord(db, w.id).word).toBe("明白");
    const i = getIdiom(db, "一鸣惊人");
    expect(i).toMatchObject({ idiom: "一鸣惊人", abbreviation: "ymjr" });
    expect(i).toHaveProperty("quote");
    expect(i).toHaveProperty("origin");
  });

  test("poem, classical poem (notes, appreciation, tags) and ancient text", () => {
    expect(getPoem(db, 1)).toMatchObject({ id: 1, title: "静夜思", author: "李白", dynasty: "唐", classical: true });
    const jys = getClassicalPoem(db, 1);
    expect(jys).toMatchObject({ writer: "李白", translation: null, shangxi: null });
    expect(jys.type).toContain("五言绝句");
    const huajian = listClassicalPoems(db, { query: "菩萨蛮" }).items[0];
    expect(getClassicalPoem(db, huajian.id).remark).toBeTruthy();
    const shuimo = listClassicalPoems(db, { query: "新嫁娘" }).items[0];
    expect(getClassicalPoem(db, shuimo.id).shangxi).toContain("新嫁娘");
    const lunyu = listClassicalTexts(db, { query: "学而" }).items[0];
    expect(getClassicalText(db, lunyu.id)).toMatchObject({ book: "论语", title: "论语·学而篇", difficulty: 2 });
  });

  test("stroke data: hanzi-writer JSON, 404 where none, 400 for not one character", () => {
    const s = getStrokes(db, "明");
    expect(s.strokes).toHaveLength(8);
    expect(s.medians).toHaveLength(8);
    expect(getStrokes(db, "發").strokes.length).toBeGreaterThan(0);
    expect(appError(() => getStrokes(db, "鸣")).status).toBe(404);
    expect(appError(() => getStrokes(db, "明月")).status).toBe(400);
  });
});

describe("lists", () => {
  test("paged lists in ranking order, with totals", () => {
    const p1 = listCharacters(db, { limit: 10 });
    const p2 = listCharacters(db, { limit: 10, page: 2 });
    expect(p1.total).toBe(fx.report.counts.characters);
    expect(p1.items[0].char).toBe("的");
    expect(p1.items.map((i) => i.id).some((id) => p2.items.some((j) => j.id === id))).toBe(false);
    expect(listWords(db, { query: "明月" }).items[0].word).toBe("明月");
  });

  test("difficulty filters poems and texts", () => {
    const easy = listClassicalTexts(db, { difficulty: 1, limit: 100 });
    expect(easy.total).toBeGreaterThan(0);
    expect(new Set(easy.items.map((t) => t.book))).not.toContain("孟子");
    for (const p of listPoems(db, { difficulty: "3", limit: 100 }).items) expect(getPoem(db, p.id).difficulty).toBe(3);
    const filtered = listPoems(db, { query: "月", difficulty: 1 });
    for (const p of filtered.items) expect(getPoem(db, p.id).difficulty).toBe(1);
    expect(appError(() => listPoems(db, { difficulty: 9 })).status).toBe(400);
  });

  test("classical poem list items carry the first 50 characters (spec §9), marked when searched", () => {
    const items = listClassicalPoems(db, { limit: 50 }).items;
    const long = items.find((p) => p.preview.text.endsWith("…"))!;
    expect(long).toBeDefined();
    expect(Array.from(long.preview.text.slice(0, -1).replace(/^…/, ""))).toHaveLength(50);
    const moon = listClassicalPoems(db, { query: "明月" }).items[0]!;
    const [start, end] = moon.preview.highlights[0]!;
    expect(moon.preview.text.slice(start, end)).toBe("明月");
  });

  test("classical poems: dynasty filter, sort, offset, total", () => {
    const song = listClassicalPoems(db, { dynasty: "宋", limit: 50 });
    expect(song.total).toBe(song.items.length);
    for (const p of song.items) expect(p.dynasty).toBe("宋");
    const byDynasty = listClassicalPoems(db, { sort: "dynasty", limit: 50 }).items.map((p) => p.dynasty);
    expect(byDynasty.indexOf("宋")).toBeGreaterThan(byDynasty.lastIndexOf("五代"));
    const all = listClassicalPoems(db, { sort: "title", limit: 50 });
    const offset = listClassicalPoems(db, { sort: "title", offset: 3, limit: 2 });
    expect(offset.items.map((p) => p.id)).toEqual(all.items.slice(3, 5).map((p) => p.id));
    expect(offset.total).toBe(all.total);
    const searched = listClassicalPoems(db, { query: "春", dynasty: "唐" });
    for (const p of searched.items) expect(p.dynasty).toBe("唐");
    expect(appError(() => listClassicalPoems(db, { sort: "random" })).status).toBe(400);
  });

  test("dynasty list in chronological order with counts", () => {
    const d = listDynasties(db);
    expect(d.map((x) => x.dynasty)).toEqual(["唐", "五代", "宋"]);
    expect(d.reduce((n, x) => n + x.count, 0)).toBe(fx.report.counts.classical_poems);
  });
});

import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDictionary } from "../../db/dictionary/open.ts";
import { TERM_COUNT_THRESHOLD } from "../../db/dictionary/schema.ts";
import { hanChars } from "../../src/modules/dictionary/text.ts";
import { fixtureDictionary } from "./fixture-db.ts";
import { seedDictionary } from "./index.ts";

type Row = Record<string, any>;

/** Checks every term_counts row against counting the FTS and head indexes live. */
function expectTermCountsLive(db: Database): void {
  const one = (sql: string, ...args: (string | number)[]) => db.query(sql).get(...args) as Row;
  const max = Number(one("SELECT value FROM meta WHERE key = 'classical_max'").value);
  const rows = db.query("SELECT * FROM term_counts").all() as Row[];
  expect(rows.length).toBeGreaterThan(1000);
  const fts = (table: string, match: string, ceiling = Number.MAX_SAFE_INTEGER) =>
    one(`SELECT count(*) n FROM ${table} WHERE ${table} MATCH ? AND rowid <= ?`, match, ceiling).n;
  const heads = (table: string, head: string, term: string, ceiling = Number.MAX_SAFE_INTEGER) =>
    one(`SELECT count(*) n FROM ${table} WHERE ${head} >= ? AND ${head} < ? AND id <= ?`, term, `${term}\u{10FFFF}`, ceiling).n;
  for (const r of rows) {
    const chars = [...r.term];
    expect(chars.length === 1 || chars.length === 2).toBe(true);
    const unigram = `"${chars.join(" ")}"`;
    const text = chars.length === 1 ? unigram : `"${r.term}"`;
    const [poems, texts] = chars.length === 1 ? ["poems_uni", "texts_uni"] : ["poems_bi", "texts_bi"];
    const live = {
      words: fts("words_fts", unigram),
      idioms: fts("idioms_fts", unigram),
      poems: fts(poems, text),
      classical_poems: fts(poems, text, max),
      texts: fts(texts, text),
      words_head: heads("words", "word", r.term),
      idioms_head: heads("idioms", "idiom", r.term),
      poems_head: heads("poems", "title", r.term),
      classical_poems_head: heads("poems", "title", r.term, max),
      texts_head: heads("texts", "title", r.term),
    };
    expect({ term: r.term, ...live }).toEqual({ ...r } as typeof live & { term: string });
  }
}

describe("seedDictionary (fixture)", () => {
  let fx: Awaited<ReturnType<typeof fixtureDictionary>>;
  const one = (sql: string, ...args: (string | number)[]) => fx.db.query(sql).get(...args) as Row;
  beforeAll(async () => {
    fx = await fixtureDictionary();
  });
  afterAll(() => fx.cleanup());

  test("reports counts that match the tables, and records the build in meta", () => {
    const { counts } = fx.report;
    expect(counts.characters).toBe(one("SELECT count(*) n FROM characters").n);
    expect(counts.words).toBe(one("SELECT count(*) n FROM words").n);
    expect(counts.idioms).toBe(one("SELECT count(*) n FROM idioms").n);
    expect(counts.poems).toBe(one("SELECT count(*) n FROM poems").n);
    expect(counts.texts).toBe(one("SELECT count(*) n FROM texts").n);
    expect(counts.characters).toBeGreaterThan(200);
    expect(counts.idioms).toBeGreaterThan(100);
    expect(one("SELECT value FROM meta WHERE key = 'mode'").value).toBe("compact");
    expect(Number(one("SELECT value FROM meta WHERE key = 'classical_max'").value)).toBe(counts.classical_poems);
  });

  test("every table has the columns the schema names (no stray DDL)", () => {
    const tables = fx.db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE '%\\_bi%' ESCAPE '\\' AND name NOT LIKE '%uni%'").all() as Row[];
    for (const { name } of tables) {
      for (const col of fx.db.query(`PRAGMA table_info(${name})`).all() as Row[]) expect(col.name).toMatch(/^[a-z_]+$/);
    }
    const words = (fx.db.query("PRAGMA table_info(words)").all() as Row[]).map((c) => c.name);
    expect(words).toContain("senses");
  });

  test("characters: traditional form, further forms, readings with the primary first, strokes", () => {
    const fa = one("SELECT * FROM characters WHERE char = '发'");
    expect(fa.traditional).toBe("發");
    expect(fa.variant).toBe("髮");
    const le = one("SELECT * FROM characters WHERE char = '了'");
    expect(le.traditional).toBe("了");
    const xing = one("SELECT * FROM characters WHERE char = '行'");
    expect(xing.readings.split(" ")[0]).toBe("xíng");
    expect(xing.readings).toContain("háng");
    expect(xing.strokes).toBe(6);
    expect(xing.radical).toBe("行");
    const p = JSON.parse(xing.pronunciations);
    expect(p[0]).toMatchObject({ id: 1, pinyin: "xíng", is_primary: true });
    expect(p.filter((r: Row) => r.is_primary)).toHaveLength(1);
    // Example words are filed under the reading they use.
    const hang = p.find((r: Row) => r.pinyin === "háng");
    for (const w of hang.explanations[0].words) expect(w.word).toContain("行");
    const ming = JSON.parse(one("SELECT pronunciations FROM characters WHERE char = '明'").pronunciations);
    expect(ming[0].explanations[0].detail.length).toBeGreaterThan(0);
    expect(ming[0].explanations[0].detail[0].book).toMatch(/《.+》/);
  });

  test("ids follow frequency: 的/一 before rare characters", () => {
    expect(one("SELECT id FROM characters WHERE char = '的'").id).toBeLessThan(one("SELECT id FROM characters WHERE char = '蛇'").id);
  });

  test("the query map converts traditional-only characters and leaves standard ones alone", () => {
    expect(one("SELECT simp FROM t2s WHERE trad = '發'").simp).toBe("发");
    expect(one("SELECT simp FROM t2s WHERE trad = '乾'")).toBeNull();
  });

  test("classical poems: editions merged, the common text kept, tags and notes carried", () => {
    const jys = fx.db.query("SELECT * FROM poems WHERE title = '静夜思'").all() as Row[];
    expect(jys).toHaveLength(1);
    expect(jys[0].content).toStartWith("床前明月光");
    expect(JSON.parse(jys[0].tags)).toEqual(expect.arrayContaining(["唐诗三百首", "千家诗", "五言绝句"]));
    expect(one("SELECT count(*) n FROM poems WHERE source LIKE '%花间集%' AND remark IS NOT NULL").n).toBeGreaterThan(0);
    expect(one("SELECT count(*) n FROM poems WHERE source LIKE '%水墨唐诗%' AND shangxi IS NOT NULL").n).toBeGreaterThan(0);
    expect(one("SELECT count(*) n FROM poems WHERE translation IS NOT NULL").n).toBe(0);
    // Traditional sources are converted.
    expect(one("SELECT count(*) n FROM poems WHERE content LIKE '%頭%' OR content LIKE '%鄉%'").n).toBe(0);
  });

  test("words and idioms carry cleaned definitions, pinyin keys and initials", () => {
    const w = one("SELECT * FROM words WHERE word = '明白'");
    expect(w.pinyin).toBe("míng bái");
    expect(w.py_key).toBe("mingbai");
    expect(w.py_initials).toBe("mb");
    expect(w.definition).not.toMatch(/^\d\.|﹑|﹐/);
    const i = one("SELECT * FROM idioms WHERE idiom = '一鸣惊人'");
    expect(i.pinyin).toBe("yī míng jīng rén");
    expect(i.definition).toContain("比喻");
  });

  test("term counts agree with counting the indexes live, for every row", () => {
    expectTermCountsLive(fx.db);
  });

  test("term counts: every character has a row, a pair only when some count reaches the threshold", () => {
    const has = (t: string) => one("SELECT count(*) n FROM term_counts WHERE term = ?", t).n === 1;
    const live = (table: string, pair: string) => one(`SELECT count(*) n FROM ${table} WHERE ${table} MATCH ?`, `"${pair}"`).n;
    const { content } = one("SELECT content FROM poems WHERE title = '静夜思'");
    const texts = [content, ...(fx.db.query("SELECT word AS w FROM words UNION ALL SELECT idiom FROM idioms").all() as Row[]).map((r) => r.w)];
    let without = 0;
    for (const text of texts) {
      const chars = hanChars(text);
      for (let i = 0; i < chars.length; i++) {
        expect(has(chars[i])).toBe(true);
        const pair = i > 0 ? chars[i - 1] + chars[i] : null;
        if (!pair || has(pair)) continue;
        without++;
        for (const table of ["words_bi", "idioms_bi", "poems_bi", "texts_bi"]) expect(live(table, pair)).toBeLessThan(TERM_COUNT_THRESHOLD);
        for (const table of ["words", "idioms", "poems", "texts"]) {
          const head = table === "words" ? "word" : table === "idioms" ? "idiom" : "title";
          expect(one(`SELECT count(*) n FROM ${table} WHERE substr(${head}, 1, 2) = ?`, pair).n).toBeLessThan(TERM_COUNT_THRESHOLD);
        }
      }
    }
    expect(without).toBeGreaterThan(0);
  });

  test("stroke data is stored compressed and only for characters that have it", () => {
    expect(fx.report.counts.strokes).toBeGreaterThan(0);
    expect(one("SELECT count(*) n FROM strokes").n).toBe(fx.report.counts.strokes);
  });
});

describe("seedDictionary --full (fixture)", () => {
  test("adds the corpora, skips poems already among the classical ones, keeps classical ids", async () => {
    const compact = await fixtureDictionary();
    const full = await fixtureDictionary({ full: true });
    try {
      const n = (db: Database, sql: string) => (db.query(sql).get() as Row).n;
      expect(full.report.counts.poems).toBeGreaterThan(compact.report.counts.poems);
      expect(full.report.counts.words).toBeGreaterThan(compact.report.counts.words);
      expect(n(full.db, "SELECT count(*) n FROM poems WHERE title = '静夜思'")).toBe(1);
      expect(n(full.db, "SELECT count(*) n FROM poems WHERE source = '全宋词'")).toBeGreaterThan(0);
      const ids = (db: Database) => db.query("SELECT id, title FROM poems WHERE classical = 1 ORDER BY id").all();
      expect(ids(full.db)).toEqual(ids(compact.db));
      expect(n(full.db, "SELECT count(*) n FROM poems WHERE content LIKE '%{%'")).toBe(0);
      expectTermCountsLive(full.db);
    } finally {
      compact.cleanup();
      full.cleanup();
    }
  });
});

describe("atomic replacement", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bq-swap-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("a failed seed leaves the old file untouched and no temp file behind", async () => {
    const target = join(dir, "dictionary.db");
    await seedDictionary({ outPath: target, fixture: true, log: () => {} });
    const before = statSync(target);
    const failing = (line: string) => {
      if (line.includes("strokes")) throw new Error("disk full (simulated)");
    };
    await expect(seedDictionary({ outPath: target, fixture: true, full: true, log: failing })).rejects.toThrow("disk full");
    const after = statSync(target);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  test("a successful seed swaps the file in while an open handle keeps reading the old one", async () => {
    const target = join(dir, "dictionary.db");
    if (!existsSync(target)) await seedDictionary({ outPath: target, fixture: true, log: () => {} });
    const old = openDictionary(target);
    const count = (db: Database) => (db.query("SELECT count(*) n FROM poems").get() as Row).n;
    const oldCount = count(old);
    const report = await seedDictionary({ outPath: target, fixture: true, full: true, log: () => {} });
    expect(report.counts.poems).toBeGreaterThan(oldCount);
    expect(count(old)).toBe(oldCount);
    const fresh = openDictionary(target);
    expect(count(fresh)).toBe(report.counts.poems);
    old.close();
    fresh.close();
  });

  test("refuses to write over app.db, and never touches an app.db beside the target", async () => {
    const app = join(dir, "app.db");
    writeFileSync(app, "users' data");
    await expect(seedDictionary({ outPath: app, fixture: true, log: () => {} })).rejects.toThrow("app.db");
    await seedDictionary({ outPath: join(dir, "dictionary.db"), fixture: true, log: () => {} });
    expect(await Bun.file(app).text()).toBe("users' data");
  });
});

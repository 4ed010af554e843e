import { Database } from "bun:sqlite";
import { FTS_SQL, FTS_TABLES, INDEXES_SQL, TABLES_SQL } from "../../db/dictionary/schema.ts";
import { pinyinKey } from "../../src/modules/dictionary/pinyin.ts";
import { bigramsForIndex, distinctCharsForIndex, segmentForIndex } from "../../src/modules/dictionary/text.ts";
import type { Pronunciation } from "./char-entries.ts";
import type { CharBase } from "./characters.ts";
import { dynastyOrder, type PoemEntry } from "./poem-common.ts";
import type { PinyinMaker } from "./pinyin.ts";
import type { TextEntry } from "./texts.ts";
import { buildTermCounts } from "./term-counts.ts";
import type { WordEntry } from "./words.ts";

/** Opens a fresh build file with pragmas for a one-writer bulk load (no journal, no syncs). */
export function createBuildDb(path: string): Database {
  const db = new Database(path, { create: true, strict: true });
  db.exec("PRAGMA page_size = 4096");
  db.exec("PRAGMA journal_mode = OFF");
  db.exec("PRAGMA synchronous = OFF");
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  db.exec("PRAGMA temp_store = MEMORY");
  db.exec("PRAGMA cache_size = -262144");
  db.exec(TABLES_SQL);
  return db;
}

/** Runs `fn` over rows with one prepared statement inside one transaction; returns the count. */
function bulk<T>(db: Database, sql: string, rows: Iterable<T>, bind: (row: T) => (string | number | null | Uint8Array)[]): number {
  const stmt = db.prepare(sql);
  let n = 0;
  db.transaction(() => {
    for (const row of rows) {
      stmt.run(...bind(row));
      n++;
    }
  })();
  stmt.finalize();
  return n;
}

/** Inserts the characters with their composed pronunciations and their reading keys. */
export function insertCharacters(db: Database, chars: readonly CharBase[], pronunciations: ReadonlyMap<number, Pronunciation[]>): number {
  const n = bulk(db, "INSERT INTO characters VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", chars, (c) => [
    c.id, c.char, c.readings[0] ?? "", c.readings.join(" "), c.traditional, c.variant, c.radical, c.strokes, c.structure,
    c.frequency, c.jundaRank, c.tableLevel, c.gloss, JSON.stringify(pronunciations.get(c.id) ?? []),
  ]);
  const readings = chars.flatMap((c) => c.readings.map((r) => ({ key: pinyinKey([r]), id: c.id, r })));
  const seen = new Set<string>();
  bulk(db, "INSERT INTO char_readings VALUES (?,?,?)", readings.filter((x) => !seen.has(`${x.key}|${x.id}`) && seen.add(`${x.key}|${x.id}`)), (x) => [x.key, x.id, x.r]);
  return n;
}

/** Inserts words or idioms (same columns but the headword's name and idioms' lack of `common`). */
export function insertWords(db: Database, table: "words" | "idioms", entries: readonly WordEntry[]): number {
  const common = table === "words" ? ",?" : "";
  return bulk(db, `INSERT INTO ${table} VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?${common})`, entries, (e) => [
    e.id, e.headword, e.pinyin, e.key, e.initials, e.definition, e.senses.length ? JSON.stringify(e.senses) : null,
    e.quote?.text ?? null, e.quote?.book ?? null, e.origin?.text ?? null, e.origin?.book ?? null, e.gloss, e.freq,
    ...(table === "words" ? [e.common ? 1 : 0] : []),
  ]);
}

/** Inserts poems, computing title and author pinyin here (the loaders do not need them). */
export function insertPoems(db: Database, poems: Iterable<PoemEntry>, pinyin: PinyinMaker): number {
  return bulk(db, "INSERT INTO poems VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", poems, (p) => {
    const t = pinyin.keys(p.title);
    return [
      p.id, p.title, p.dynasty, dynastyOrder(p.dynasty), p.author, pinyin.keys(p.author).key, p.content, t.key, t.initials, t.pinyin,
      p.difficulty, p.popularity, p.source.join(" "), p.classical ? 1 : 0, p.translation, p.shangxi, p.remark,
      p.tags.length ? JSON.stringify(p.tags) : null,
    ];
  });
}

/** Inserts the ancient texts. */
export function insertTexts(db: Database, texts: readonly TextEntry[]): number {
  return bulk(db, "INSERT INTO texts VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", texts, (t) => [
    t.id, t.book, t.title, t.chapter, t.author, t.dynasty, t.content, t.notes, t.difficulty, t.key, t.initials, t.pinyin,
  ]);
}

/** Inserts compressed stroke data. */
export function insertStrokes(db: Database, strokes: Iterable<{ char: string; data: Uint8Array }>): number {
  return bulk(db, "INSERT INTO strokes VALUES (?,?)", strokes, (s) => [s.char, s.data]);
}

/** Inserts the traditional → simplified character map used for queries. */
export function insertCharMap(db: Database, map: ReadonlyMap<string, string>): number {
  return bulk(db, "INSERT INTO t2s VALUES (?,?)", map, ([t, s]) => [t, s]);
}

/**
 * Creates the B-tree indexes, fills the FTS tables from what was inserted (one transaction per
 * table), then the counts of one- and two-character searches (term_counts).
 */
export function buildIndexes(db: Database, classicalMax: number, onTable?: (name: string, rows: number) => void): void {
  db.exec(INDEXES_SQL);
  db.exec(FTS_SQL);
  // No incremental merging during the bulk load (about a quarter faster); 'optimize' merges once at the end.
  for (const t of FTS_TABLES) db.exec(`INSERT INTO ${t}(${t}, rank) VALUES ('automerge', 0); INSERT INTO ${t}(${t}, rank) VALUES ('crisismerge', 64)`);
  type Row = Record<string, string | number | null>;
  const fill = (name: string, rows: Iterable<Row>, insert: string, bind: (r: Row) => (string | number | null)[]) => {
    const n = bulk(db, insert, rows, bind);
    onTable?.(name, n);
  };
  // Loaded rather than iterated: stepping a read cursor between FTS inserts was markedly slower.
  const all = (sql: string) => db.query(sql).all() as Row[];
  const str = (v: unknown) => (typeof v === "string" ? v : null);

  fill("words_fts", all("SELECT id, word FROM words"), "INSERT INTO words_fts(rowid, word) VALUES (?,?)", (r) => [r.id, segmentForIndex(str(r.word))]);
  fill("idioms_fts", all("SELECT id, idiom FROM idioms"), "INSERT INTO idioms_fts(rowid, idiom) VALUES (?,?)", (r) => [r.id, segmentForIndex(str(r.idiom))]);
  fill("words_bi", all("SELECT id, word FROM words"), "INSERT INTO words_bi(rowid, word) VALUES (?,?)", (r) => [r.id, bigramsForIndex(str(r.word))]);
  fill("idioms_bi", all("SELECT id, idiom FROM idioms"), "INSERT INTO idioms_bi(rowid, idiom) VALUES (?,?)", (r) => [r.id, bigramsForIndex(str(r.idiom))]);

  const poems = "SELECT id, title, author, content, shangxi FROM poems";
  fill("poems_bi", all(poems), "INSERT INTO poems_bi(rowid, title, author, content, note) VALUES (?,?,?,?,?)", (r) => [
    r.id, bigramsForIndex(str(r.title)), bigramsForIndex(str(r.author)), bigramsForIndex(str(r.content)), bigramsForIndex(str(r.shangxi)),
  ]);
  fill("poems_uni", all(poems), "INSERT INTO poems_uni(rowid, chars) VALUES (?,?)", (r) => [
    r.id, distinctCharsForIndex(str(r.title), str(r.author), str(r.content), str(r.shangxi)),
  ]);
  const texts = "SELECT id, title, book, content FROM texts";
  fill("texts_bi", all(texts), "INSERT INTO texts_bi(rowid, title, book, content) VALUES (?,?,?,?)", (r) => [
    r.id, bigramsForIndex(str(r.title)), bigramsForIndex(str(r.book)), bigramsForIndex(str(r.content)),
  ]);
  fill("texts_uni", all(texts), "INSERT INTO texts_uni(rowid, chars) VALUES (?,?)", (r) => [
    r.id, distinctCharsForIndex(str(r.title), str(r.book), str(r.content)),
  ]);
  // Merged before counting: fts5vocab then reads one segment per table.
  for (const t of FTS_TABLES) db.exec(`INSERT INTO ${t}(${t}) VALUES ('optimize')`);
  onTable?.("term_counts", buildTermCounts(db, classicalMax));
}

/** Writes meta, gathers statistics and compacts the file. */
export function finalizeDb(db: Database, meta: Record<string, string | number>): void {
  bulk(db, "INSERT INTO meta VALUES (?,?)", Object.entries(meta), ([k, v]) => [k, String(v)]);
  db.exec("ANALYZE");
  db.exec("PRAGMA optimize");
  db.exec("VACUUM");
}

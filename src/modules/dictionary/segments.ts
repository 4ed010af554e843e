import type { Database } from "bun:sqlite";
import type { DictContext } from "./context.ts";
import type { Segment } from "./paging.ts";
import { tonesMatch, type ParsedQuery } from "./query-parse.ts";
import { ftsBigramPhrase, ftsPhrase, prefixEnd } from "./text.ts";
import type { DictType } from "./types.ts";

type TextQuery = Extract<ParsedQuery, { kind: "text" }>;
type PinyinQuery = Extract<ParsedQuery, { kind: "pinyin" }>;

/** Where each type lives: base table, its headword column, its FTS tables. */
const TABLES = {
  words: { table: "words", head: "word", uni: "words_fts", bi: "words_fts", counts: null },
  idioms: { table: "idioms", head: "idiom", uni: "idioms_fts", bi: "idioms_fts", counts: null },
  poems: { table: "poems", head: "title", uni: "poems_uni", bi: "poems_bi", counts: "poems" },
  "classical-poems": { table: "poems", head: "title", uni: "poems_uni", bi: "poems_bi", counts: "classical_poems" },
  "classical-texts": { table: "texts", head: "title", uni: "texts_uni", bi: "texts_bi", counts: "texts" },
} as const;

/** With tones typed, at most this many pinyin candidates are checked (tones are filtered in JS). */
const TONE_SCAN_LIMIT = 2000;

type Id = { id: number };
const ids = (rows: unknown[]) => (rows as Id[]).map((r) => r.id);
const count = (db: Database, sql: string, ...args: (string | number)[]) => (db.query(sql).get(...args) as { n: number } | null)?.n ?? 0;

/** The id ceiling for classical poems, or no limit. */
function ceiling(type: DictType, ctx: DictContext): number {
  return type === "classical-poems" ? ctx.classicalMax : Number.MAX_SAFE_INTEGER;
}

/**
 * Ranked segments for a Han-text query: the exact headword or title, then entries whose
 * headword/title starts with the query (B-tree ranges), then every other entry containing it
 * (FTS, walked in rowid order with the prefix ones skipped). Ids are popularity order, so each
 * segment is most popular first and an FTS walk stops at LIMIT.
 */
export function textSegments(db: Database, ctx: DictContext, type: Exclude<DictType, "characters">, q: TextQuery): Segment[] {
  const { table, head, uni, bi, counts } = TABLES[type];
  const max = ceiling(type, ctx);
  const hi = prefixEnd(q.text);
  const exact = ids(db.query(`SELECT id FROM ${table} WHERE ${head} = ? AND id <= ? ORDER BY id`).all(q.text, max));
  const prefixWhere = `${head} > ? AND ${head} < ? AND id <= ?`;
  const prefixCount = count(db, `SELECT count(*) AS n FROM ${table} WHERE ${prefixWhere}`, q.text, hi, max);

  // One character: the positions-free unigram index and the precomputed count. Several: the
  // bigram index (words and idioms are short enough for a unigram phrase).
  const single = q.chars.length === 1;
  const fts = single ? uni : bi;
  const match = single || !counts ? ftsPhrase(q.chars) : ftsBigramPhrase(q.chars);
  const total =
    single && counts
      ? count(db, `SELECT ${counts} AS n FROM char_counts WHERE char = ?`, q.chars[0])
      : count(db, `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ? AND rowid <= ?`, match, max);
  return [
    { count: exact.length, fetch: (o, l) => exact.slice(o, o + l) },
    {
      count: prefixCount,
      fetch: (o, l) => ids(db.query(`SELECT id FROM ${table} WHERE ${prefixWhere} ORDER BY id LIMIT ? OFFSET ?`).all(q.text, hi, max, l, o)),
    },
    {
      count: Math.max(0, total - exact.length - prefixCount),
      fetch: (o, l) =>
        ids(
          db
            .query(
              `SELECT ${fts}.rowid AS id FROM ${fts} JOIN ${table} ON ${table}.id = ${fts}.rowid
               WHERE ${fts} MATCH ? AND ${fts}.rowid <= ? AND NOT (${table}.${head} >= ? AND ${table}.${head} < ?)
               ORDER BY ${fts}.rowid LIMIT ? OFFSET ?`,
            )
            .all(match, max, q.text, hi, l, o),
        ),
    },
  ];
}

/**
 * Ranked segments for a pinyin query: entries whose toneless pinyin equals the key, then those
 * it is a prefix of (both by index range, most popular first), then entries whose initials
 * start with it (静夜思 for "jys"). Typed tones filter the first two and drop the initials.
 */
export function pinyinSegments(db: Database, ctx: DictContext, type: Exclude<DictType, "characters">, q: PinyinQuery): Segment[] {
  const { table } = TABLES[type];
  const max = ceiling(type, ctx);
  const hi = prefixEnd(q.key);
  if (q.tones.length > 0) {
    const rows = db
      .query(`SELECT id, pinyin FROM ${table} WHERE py_key >= ? AND py_key < ? AND id <= ? ORDER BY py_key <> ?, id LIMIT ?`)
      .all(q.key, hi, max, q.key, TONE_SCAN_LIMIT) as { id: number; pinyin: string }[];
    const matched = rows.filter((r) => tonesMatch(r.pinyin.split(" "), q.tones)).map((r) => r.id);
    return [{ count: matched.length, fetch: (o, l) => matched.slice(o, o + l) }];
  }
  const page = (where: string, ...args: (string | number)[]) => (offset: number, limit: number) =>
    ids(db.query(`SELECT id FROM ${table} WHERE ${where} AND id <= ? ORDER BY id LIMIT ? OFFSET ?`).all(...args, max, limit, offset));
  const howMany = (where: string, ...args: (string | number)[]) => count(db, `SELECT count(*) AS n FROM ${table} WHERE ${where} AND id <= ?`, ...args, max);
  const longer = "py_key > ? AND py_key < ?";
  const initials = "py_initials >= ? AND py_initials < ? AND NOT (py_key >= ? AND py_key < ?)";
  return [
    { count: howMany("py_key = ?", q.key), fetch: page("py_key = ?", q.key) },
    { count: howMany(longer, q.key, hi), fetch: page(longer, q.key, hi) },
    { count: howMany(initials, q.key, hi, q.key, hi), fetch: page(initials, q.key, hi, q.key, hi) },
  ];
}

/** Characters for a Han query: each distinct character of the query that is in the dictionary. */
export function characterTextIds(db: Database, q: TextQuery): number[] {
  const chars = [...new Set(q.chars)];
  if (chars.length === 0) return [];
  const rows = db.query(`SELECT id, char FROM characters WHERE char IN (${chars.map(() => "?").join(",")})`).all(...chars) as { id: number; char: string }[];
  const byChar = new Map(rows.map((r) => [r.char, r.id]));
  return chars.map((c) => byChar.get(c)).filter((id): id is number => id !== undefined);
}

/**
 * Characters for a pinyin query: readings equal to the key first, then readings it starts,
 * each most frequent first; typed tones must match the reading. A character is listed once.
 */
export function characterPinyinIds(db: Database, q: PinyinQuery): number[] {
  const rows = db
    .query("SELECT char_id AS id, py_key, pinyin FROM char_readings WHERE py_key >= ? AND py_key < ?")
    .all(q.key, prefixEnd(q.key)) as { id: number; py_key: string; pinyin: string }[];
  const ranked = rows
    .filter((r) => tonesMatch([r.pinyin], q.tones))
    .sort((a, b) => Number(a.py_key !== q.key) - Number(b.py_key !== q.key) || a.id - b.id);
  return [...new Set(ranked.map((r) => r.id))];
}

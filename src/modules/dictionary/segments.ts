import type { Database } from "bun:sqlite";
import { TERM_COUNT_THRESHOLD } from "../../../db/dictionary/schema.ts";
import type { DictContext } from "./context.ts";
import type { Segment } from "./paging.ts";
import { tonesMatch, type ParsedQuery } from "./query-parse.ts";
import { ftsBigramPhrase, ftsPhrase, prefixEnd } from "./text.ts";
import type { DictType } from "./types.ts";
import { stmt } from "./statements.ts";

type TextQuery = Extract<ParsedQuery, { kind: "text" }>;
type PinyinQuery = Extract<ParsedQuery, { kind: "pinyin" }>;

/** Where each type lives: base table, its headword column, its FTS tables, its term_counts column. */
const TABLES = {
  words: { table: "words", head: "word", uni: "words_fts", bi: "words_bi", counts: "words" },
  idioms: { table: "idioms", head: "idiom", uni: "idioms_fts", bi: "idioms_bi", counts: "idioms" },
  poems: { table: "poems", head: "title", uni: "poems_uni", bi: "poems_bi", counts: "poems" },
  "classical-poems": { table: "poems", head: "title", uni: "poems_uni", bi: "poems_bi", counts: "classical_poems" },
  "classical-texts": { table: "texts", head: "title", uni: "texts_uni", bi: "texts_bi", counts: "texts" },
} as const;

/** With tones typed, at most this many pinyin candidates are checked (tones are filtered in JS). */
const TONE_SCAN_LIMIT = 2000;

/**
 * A phrase counted live is first walked with this LIMIT (reading each match's title to tell the
 * prefix ones apart): when it ends sooner, that walk was the count and the rest segment too.
 * The threshold of term_counts, so an uncounted pair always finishes in one walk.
 */
const ONE_WALK_LIMIT = TERM_COUNT_THRESHOLD;

/*
 * SQL note: `col = +?` and `LIMIT +? OFFSET +?` are deliberate. With a bare `?` there, SQLite's
 * planner looks at the bound value and marks the statement to be re-prepared on every new
 * binding, which costs 3-5 µs per execution (measured: `word = ? ORDER BY id` 5 µs, `word = +?
 * ORDER BY id` 1 µs). The unary plus changes neither the value nor the plan (service.test.ts
 * checks the plans with EXPLAIN QUERY PLAN).
 */

type Id = { id: number };
const ids = (rows: unknown[]) => (rows as Id[]).map((r) => r.id);
const count = (db: Database, sql: string, ...args: (string | number)[]) => (stmt(db, sql).get(...args) as { n: number } | null)?.n ?? 0;

/** The id ceiling for classical poems, or no limit. */
function ceiling(type: DictType, ctx: DictContext): number {
  return type === "classical-poems" ? ctx.classicalMax : Number.MAX_SAFE_INTEGER;
}

/** A term_counts row: per type, entries containing the term and entries whose head starts with it. */
type TermCounts = Record<string, number>;

/**
 * The precomputed counts of a one- or two-character query (db/dictionary/schema.ts, term_counts):
 * the row, `null` when the term has none (a character in no index: nothing matches; a pair with
 * short doclists: count it live), or `undefined` for longer queries and schema-1 files. Looked up
 * once per parsed query, whatever the number of types searched.
 */
const termCountCache = new WeakMap<TextQuery, TermCounts | null>();
function termCounts(db: Database, ctx: DictContext, q: TextQuery): TermCounts | null | undefined {
  if (!ctx.precomputed || q.chars.length > 2) return undefined;
  let row = termCountCache.get(q);
  if (row === undefined) {
    row = (stmt(db, "SELECT * FROM term_counts WHERE term = ?").get(q.text) as TermCounts | null) ?? null;
    termCountCache.set(q, row);
  }
  return row;
}

/**
 * Ranked segments for a Han-text query: the exact headword or title, then entries whose
 * headword/title starts with the query, then every other entry containing it (FTS, walked in
 * rowid order with the prefix ones skipped). Ids are popularity order, so each segment is most
 * popular first and an FTS walk stops at LIMIT.
 *
 * Schema 2 (ctx.precomputed): one- and two-character queries read their counts from term_counts
 * and page their prefix segment from the head1/head2 indexes (id order, so a page stops at
 * LIMIT); words and idioms are matched in their bigram copies like poems and texts. A phrase
 * counted live is walked once when it has few matches: the same walk gives the count and the
 * ids. Schema 1 files are searched as before (ranges, live counts, unigram phrases for words and
 * idioms); the service tests check both give the same answers.
 */
export function textSegments(db: Database, ctx: DictContext, type: Exclude<DictType, "characters">, q: TextQuery): Segment[] {
  const { table, head, uni, bi, counts } = TABLES[type];
  const max = ceiling(type, ctx);
  const hi = prefixEnd(q.text);
  const exact = ids(stmt(db, `SELECT id FROM ${table} WHERE ${head} = +? AND id <= ? ORDER BY id`).all(q.text, max));
  const n = q.chars.length;
  const stats = termCounts(db, ctx, q);

  // One character: the unigram index. Several: the bigram index, a phrase of n-1 bigrams (schema
  // 1 had no bigram copy of words and idioms: a phrase of their characters).
  const lexical = type === "words" || type === "idioms";
  const unigramPhrase = n === 1 || (lexical && !ctx.precomputed);
  const fts = unigramPhrase ? uni : bi;
  const match = unigramPhrase ? ftsPhrase(q.chars) : ftsBigramPhrase(q.chars);
  const restWhere = `${fts} MATCH ? AND ${fts}.rowid <= ? AND NOT (${table}.${head} >= ? AND ${table}.${head} < ?)`;
  let restPage = (o: number, l: number) =>
    ids(
      stmt(db, `SELECT ${fts}.rowid AS id FROM ${fts} JOIN ${table} ON ${table}.id = ${fts}.rowid WHERE ${restWhere} ORDER BY ${fts}.rowid LIMIT +? OFFSET +?`).all(
        match,
        max,
        q.text,
        hi,
        l,
        o,
      ),
    );
  /** The FTS total; with few matches also the rest segment's ids, from the same walk. */
  const liveTotal = () => {
    if (ctx.precomputed) {
      const rows = stmt(
        db,
        `SELECT ${fts}.rowid AS id, (${table}.${head} >= ? AND ${table}.${head} < ?) AS pre FROM ${fts} JOIN ${table} ON ${table}.id = ${fts}.rowid
         WHERE ${fts} MATCH ? AND ${fts}.rowid <= ? ORDER BY ${fts}.rowid LIMIT +?`,
      ).all(q.text, hi, match, max, ONE_WALK_LIMIT + 1) as { id: number; pre: number }[];
      if (rows.length <= ONE_WALK_LIMIT) {
        const rest = rows.filter((r) => !r.pre).map((r) => r.id);
        restPage = (o, l) => rest.slice(o, o + l);
        return rows.length;
      }
    }
    return count(db, `SELECT count(*) AS n FROM ${fts} WHERE ${fts} MATCH ? AND rowid <= ?`, match, max);
  };

  let prefixCount: number;
  let prefixPage: (offset: number, limit: number) => number[];
  let total: number;
  if (stats !== undefined) {
    // Head index: entries starting with the query, in id order; the exact ones are left out.
    const headWhere = `substr(${head}, 1, ${n}) = +? AND ${head} <> ? AND id <= ?`;
    prefixPage = (o, l) => ids(stmt(db, `SELECT id FROM ${table} WHERE ${headWhere} ORDER BY id LIMIT +? OFFSET +?`).all(q.text, q.text, max, l, o));
    if (stats) {
      total = stats[counts]!;
      prefixCount = stats[`${counts}_head`]! - exact.length;
    } else if (n === 1) {
      total = 0; // a character in no index
      prefixCount = 0;
    } else {
      total = liveTotal();
      prefixCount = count(db, `SELECT count(*) AS n FROM ${table} WHERE ${headWhere}`, q.text, q.text, max);
    }
  } else {
    const rangeWhere = `${head} > ? AND ${head} < ? AND id <= ?`;
    prefixPage = (o, l) => ids(stmt(db, `SELECT id FROM ${table} WHERE ${rangeWhere} ORDER BY id LIMIT +? OFFSET +?`).all(q.text, hi, max, l, o));
    prefixCount = count(db, `SELECT count(*) AS n FROM ${table} WHERE ${rangeWhere}`, q.text, hi, max);
    total = liveTotal();
  }
  return [
    { count: exact.length, fetch: (o, l) => exact.slice(o, o + l) },
    { count: prefixCount, fetch: prefixPage },
    { count: Math.max(0, total - exact.length - prefixCount), fetch: (o, l) => restPage(o, l) },
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
    const rows = stmt(db, `SELECT id, pinyin FROM ${table} WHERE py_key >= ? AND py_key < ? AND id <= ? ORDER BY py_key <> ?, id LIMIT +?`).all(
      q.key,
      hi,
      max,
      q.key,
      TONE_SCAN_LIMIT,
    ) as { id: number; pinyin: string }[];
    const matched = rows.filter((r) => tonesMatch(r.pinyin.split(" "), q.tones)).map((r) => r.id);
    return [{ count: matched.length, fetch: (o, l) => matched.slice(o, o + l) }];
  }
  const page = (where: string, ...args: (string | number)[]) => (offset: number, limit: number) =>
    ids(stmt(db, `SELECT id FROM ${table} WHERE ${where} AND id <= ? ORDER BY id LIMIT +? OFFSET +?`).all(...args, max, limit, offset));
  const howMany = (where: string, ...args: (string | number)[]) => count(db, `SELECT count(*) AS n FROM ${table} WHERE ${where} AND id <= ?`, ...args, max);
  const longer = "py_key > ? AND py_key < ?";
  const initials = "py_initials >= ? AND py_initials < ? AND NOT (py_key >= ? AND py_key < ?)";
  return [
    { count: howMany("py_key = +?", q.key), fetch: page("py_key = +?", q.key) },
    { count: howMany(longer, q.key, hi), fetch: page(longer, q.key, hi) },
    { count: howMany(initials, q.key, hi, q.key, hi), fetch: page(initials, q.key, hi, q.key, hi) },
  ];
}

/** Characters for a Han query: each distinct character of the query that is in the dictionary. */
export function characterTextIds(db: Database, q: TextQuery): number[] {
  const chars = [...new Set(q.chars)];
  if (chars.length === 0) return [];
  const rows = stmt(db, `SELECT id, char FROM characters WHERE char IN (${chars.map(() => "?").join(",")})`).all(...chars) as { id: number; char: string }[];
  const byChar = new Map(rows.map((r) => [r.char, r.id]));
  return chars.map((c) => byChar.get(c)).filter((id): id is number => id !== undefined);
}

/**
 * Characters for a pinyin query: readings equal to the key first, then readings it starts,
 * each most frequent first; typed tones must match the reading. A character is listed once.
 */
export function characterPinyinIds(db: Database, q: PinyinQuery): number[] {
  const rows = stmt(db, "SELECT char_id AS id, py_key, pinyin FROM char_readings WHERE py_key >= ? AND py_key < ?").all(q.key, prefixEnd(q.key)) as {
    id: number;
    py_key: string;
    pinyin: string;
  }[];
  const ranked = rows
    .filter((r) => tonesMatch([r.pinyin], q.tones))
    .sort((a, b) => Number(a.py_key !== q.key) - Number(b.py_key !== q.key) || a.id - b.id);
  return [...new Set(ranked.map((r) => r.id))];
}

import type { Database } from "bun:sqlite";
import { badRequest } from "../../lib/errors.ts";
import { dictContext } from "./context.ts";
import { hydrateHits } from "./hits.ts";
import { MAX_OFFSET, offsetArgs, pageArgs } from "./paging.ts";
import type { ParsedQuery } from "./query-parse.ts";
import { parseDictionaryQuery, searchType, searchTypeIds } from "./search.ts";
import type { DictType, HitOf, Page } from "./types.ts";
import { stmt } from "./statements.ts";

export type ListArgs = { query?: unknown; limit?: unknown; page?: unknown };
export type DifficultyListArgs = ListArgs & { difficulty?: unknown };
export type ClassicalPoemListArgs = ListArgs & {
  dynasty?: unknown;
  /** Takes precedence over `page` when given. */
  offset?: unknown;
  /** "dynasty" (chronological), "writer", "title" (by pinyin); default: popularity. */
  sort?: unknown;
};

const SORTS = {
  popularity: "id",
  dynasty: "dynasty_order, id",
  writer: "author_key, author, id",
  title: "py_key, id",
} as const;

const TABLE: Record<DictType, string> = {
  characters: "characters",
  words: "words",
  idioms: "idioms",
  poems: "poems",
  "classical-texts": "texts",
  "classical-poems": "poems",
};

const hasQuery = (q: unknown) => typeof q === "string" && q.trim() !== "";

function difficultyArg(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 3) throw badRequest("难度必须是1到3之间的整数");
  return n;
}

/**
 * A page of one type: with a query, the search ranking; without, everything in id (popularity)
 * order. Extra SQL filters (`where`) are applied to the ranked ids, keeping their order.
 */
function listType<T extends DictType>(db: Database, type: T, args: ListArgs, where: string[], params: (string | number)[], offset: number, limit: number, page: number, order?: string): Page<HitOf[T]> {
  const table = TABLE[type];
  const max = type === "classical-poems" ? dictContext(db).classicalMax : Number.MAX_SAFE_INTEGER;
  const q: ParsedQuery | null = hasQuery(args.query) ? parseDictionaryQuery(db, args.query) : null;
  if (q && where.length === 0 && !order) {
    const { total, items } = searchType(db, type, q, offset, limit);
    return { items, total, page, limit };
  }
  const clauses = [...where, "id <= ?"];
  const values: (string | number)[] = [...params, max];
  let ranked: number[] | null = null;
  if (q) {
    // Filters or a sort over a search: rank the matches first (bounded), then filter/sort them.
    ranked = searchTypeIds(db, type, q, 0, MAX_OFFSET).ids;
    if (ranked.length === 0) return { items: [], total: 0, page, limit };
    // The ids go in as one JSON parameter, so the SQL text (and its cached statement) stays the same.
    clauses.push("id IN (SELECT value FROM json_each(?))");
    values.push(JSON.stringify(ranked));
  }
  const whereSql = clauses.join(" AND ");
  const total = (stmt(db, `SELECT count(*) AS n FROM ${table} WHERE ${whereSql}`).get(...values) as { n: number }).n;
  let ids: number[];
  if (ranked && !order) {
    const keep = new Set((stmt(db, `SELECT id FROM ${table} WHERE ${whereSql}`).all(...values) as { id: number }[]).map((r) => r.id));
    ids = ranked.filter((id) => keep.has(id)).slice(offset, offset + limit);
  } else {
    ids = (stmt(db, `SELECT id FROM ${table} WHERE ${whereSql} ORDER BY ${order ?? "id"} LIMIT ? OFFSET ?`).all(...values, limit, offset) as { id: number }[]).map((r) => r.id);
  }
  return { items: hydrateHits(db, type, ids, q?.kind === "text" ? q.chars : []), total, page, limit };
}

function simpleList<T extends DictType>(db: Database, type: T, args: ListArgs): Page<HitOf[T]> {
  const { limit, page, offset } = pageArgs(args.limit, args.page);
  return listType(db, type, args, [], [], offset, limit, page);
}

/** Characters, by query (search ranking) or in frequency order. */
export const listCharacters = (db: Database, args: ListArgs = {}) => simpleList(db, "characters", args);
/** Words, by query or most frequent first. */
export const listWords = (db: Database, args: ListArgs = {}) => simpleList(db, "words", args);
/** Idioms, by query or most frequent first. */
export const listIdioms = (db: Database, args: ListArgs = {}) => simpleList(db, "idioms", args);

/** Poems (every poem), by query or most popular first, optionally of one difficulty (1-3). */
export function listPoems(db: Database, args: DifficultyListArgs = {}): Page<HitOf["poems"]> {
  const { limit, page, offset } = pageArgs(args.limit, args.page);
  const d = difficultyArg(args.difficulty);
  return listType(db, "poems", args, d ? ["difficulty = ?"] : [], d ? [d] : [], offset, limit, page);
}

/** Ancient texts, by query or in reading order (蒙学 first), optionally of one difficulty (1-3). */
export function listClassicalTexts(db: Database, args: DifficultyListArgs = {}): Page<HitOf["classical-texts"]> {
  const { limit, page, offset } = pageArgs(args.limit, args.page);
  const d = difficultyArg(args.difficulty);
  return listType(db, "classical-texts", args, d ? ["difficulty = ?"] : [], d ? [d] : [], offset, limit, page);
}

/**
 * Classical poems for the list page: search term, dynasty filter, offset (or page) and limit,
 * sorted by dynasty, writer or title (default popularity), with the total.
 */
export function listClassicalPoems(db: Database, args: ClassicalPoemListArgs = {}): Page<HitOf["classical-poems"]> {
  const byOffset = args.offset !== undefined && args.offset !== null && args.offset !== "";
  const { limit, offset } = byOffset ? offsetArgs(args.limit, args.offset) : pageArgs(args.limit, args.page);
  const page = Math.floor(offset / limit) + 1;
  const sortName = args.sort === undefined || args.sort === null || args.sort === "" ? "popularity" : String(args.sort);
  if (!(sortName in SORTS)) throw badRequest("排序方式必须是 dynasty、writer 或 title");
  const dynasty = typeof args.dynasty === "string" && args.dynasty.trim() && args.dynasty !== "all" ? args.dynasty.trim() : null;
  const order = sortName === "popularity" ? undefined : SORTS[sortName as keyof typeof SORTS];
  return listType(db, "classical-poems", args, dynasty ? ["dynasty = ?"] : [], dynasty ? [dynasty] : [], offset, limit, page, order);
}

/** Dynasties of the classical poems (or of every poem), chronologically, with counts. */
export function listDynasties(db: Database, opts: { scope?: "classical" | "all" } = {}): { dynasty: string; count: number }[] {
  const max = opts.scope === "all" ? Number.MAX_SAFE_INTEGER : dictContext(db).classicalMax;
  const sql = "SELECT dynasty, count(*) AS count FROM poems WHERE id <= ? GROUP BY dynasty ORDER BY min(dynasty_order), dynasty LIMIT 1000";
  return stmt(db, sql).all(max) as { dynasty: string; count: number }[];
}

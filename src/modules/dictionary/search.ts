import type { Database } from "bun:sqlite";
import { badRequest } from "../../lib/errors.ts";
import { dictContext } from "./context.ts";
import { hydrateHits } from "./hits.ts";
import { ALL_TYPES_LIMIT, DEFAULT_LIMIT, pageArgs, pageSegments, type Segment } from "./paging.ts";
import { parseQuery, type ParsedQuery } from "./query-parse.ts";
import { characterPinyinIds, characterTextIds, pinyinSegments, textSegments } from "./segments.ts";
import { DICT_TYPES, type DictType, type HitOf, type SearchResult } from "./types.ts";

export type SearchArgs = {
  query: unknown;
  /** "all" (or absent), one type, a comma-separated list, or an array of types. */
  types?: unknown;
  /** Per type; default 5 when several types are searched, 20 for one. */
  limit?: unknown;
  page?: unknown;
};

const ALIASES: Record<string, DictType> = {
  character: "characters",
  word: "words",
  idiom: "idioms",
  poem: "poems",
  classical_texts: "classical-texts",
  texts: "classical-texts",
  ancient: "classical-texts",
  classical_poems: "classical-poems",
};

/** Reads the `types` argument; unknown names are a 400, not silently ignored. */
export function parseTypes(raw: unknown): DictType[] {
  if (raw === undefined || raw === null || raw === "" || raw === "all") return [...DICT_TYPES];
  const list = (Array.isArray(raw) ? raw : String(raw).split(",")).map((t) => String(t).trim()).filter(Boolean);
  if (list.includes("all")) return [...DICT_TYPES];
  const out: DictType[] = [];
  for (const name of list) {
    const type = (DICT_TYPES as readonly string[]).includes(name) ? (name as DictType) : ALIASES[name];
    if (!type) throw badRequest(`不支持的搜索类型：${name.slice(0, 20)}`);
    if (!out.includes(type)) out.push(type);
  }
  if (out.length === 0) return [...DICT_TYPES];
  return out;
}

/** Total and the ids of one page of one type's ranked matches. */
export function searchTypeIds(db: Database, type: DictType, q: ParsedQuery, offset: number, limit: number): { total: number; ids: number[] } {
  if (q.kind === "none") return { total: 0, ids: [] };
  if (type === "characters") {
    const all = q.kind === "text" ? characterTextIds(db, q) : characterPinyinIds(db, q);
    return { total: all.length, ids: all.slice(offset, offset + limit) };
  }
  const ctx = dictContext(db);
  const segments: Segment[] = q.kind === "text" ? textSegments(db, ctx, type, q) : pinyinSegments(db, ctx, type, q);
  return pageSegments(segments, offset, limit);
}

/** One type's page of hits for an already parsed query (the list endpoints use this too). */
export function searchType<T extends DictType>(db: Database, type: T, q: ParsedQuery, offset: number, limit: number): { total: number; items: HitOf[T][] } {
  const { total, ids } = searchTypeIds(db, type, q, offset, limit);
  return { total, items: hydrateHits(db, type, ids, q.kind === "text" ? q.chars : []) };
}

/** Parses a raw query with the handle's traditional → simplified map. */
export function parseDictionaryQuery(db: Database, query: unknown): ParsedQuery {
  return parseQuery(query, dictContext(db).toSimplified);
}

/** Answers kept per handle: dictionary.db never changes under an open handle (it is replaced by rename). */
const CACHE_SIZE = 1000;
const caches = new WeakMap<Database, Map<string, SearchResult>>();

/** Forgets the cached answers of a handle (timing checks; a reopened file gets a new handle anyway). */
export function clearSearchCache(db: Database): void {
  caches.delete(db);
}

/**
 * Full-text search over characters, words, idioms, poems, ancient texts and classical poems.
 * Any length from one character; Han text (traditional converted), pinyin with or without tones,
 * or initials. Per type: exact headword first, then prefix matches, then the rest by popularity.
 * Throws badRequest for a blank or over-long query, an unknown type or bad paging.
 */
export function searchDictionary(db: Database, args: SearchArgs): SearchResult {
  const types = parseTypes(args.types);
  const { limit, page, offset } = pageArgs(args.limit, args.page, types.length === 1 ? DEFAULT_LIMIT : ALL_TYPES_LIMIT);
  const q = parseDictionaryQuery(db, args.query);
  // Popular searches repeat (a class looking up the same poem); the answer is shared, read-only.
  const key = `${q.kind === "text" ? q.text : q.kind === "pinyin" ? `${q.key}|${JSON.stringify(q.tones)}` : ""}|${q.kind}|${types.join(",")}|${limit}|${page}`;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) {
    // Re-insert to mark it recently used (Map keeps insertion order).
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result: SearchResult = {
    interpreted: { kind: q.kind, text: q.kind === "text" ? q.text : q.kind === "pinyin" ? q.key : "" },
    counts: {},
    results: {},
    page,
    limit,
  };
  for (const type of types) {
    const { total, items } = searchType(db, type, q, offset, limit);
    result.counts[type] = total;
    (result.results as Record<DictType, unknown[]>)[type] = items;
  }
  cache.set(key, result);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return result;
}

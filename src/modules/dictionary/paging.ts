import { badRequest } from "../../lib/errors.ts";

/** Spec §9: 20 per page for one type, 5 per type when searching all. */
export const DEFAULT_LIMIT = 20;
export const ALL_TYPES_LIMIT = 5;
export const MAX_LIMIT = 100;
/** Deep pages cost an FTS walk from the start; nobody pages past 10,000 results. */
export const MAX_OFFSET = 10_000;

/** Validated paging arguments (query-string values are accepted as strings). */
export function pageArgs(limit: unknown, page: unknown, defaultLimit = DEFAULT_LIMIT): { limit: number; page: number; offset: number } {
  const l = limit === undefined || limit === null || limit === "" ? defaultLimit : Number(limit);
  const p = page === undefined || page === null || page === "" ? 1 : Number(page);
  if (!Number.isInteger(l) || l < 1 || l > MAX_LIMIT) throw badRequest(`每页数量必须是1到${MAX_LIMIT}之间的整数`);
  if (!Number.isInteger(p) || p < 1) throw badRequest("页码必须是正整数");
  const offset = (p - 1) * l;
  if (offset > MAX_OFFSET) throw badRequest("页码超出范围");
  return { limit: l, page: p, offset };
}

/** Validated offset/limit pair (the classical poem list pages by offset). */
export function offsetArgs(limit: unknown, offset: unknown, defaultLimit = DEFAULT_LIMIT): { limit: number; offset: number } {
  const { limit: l } = pageArgs(limit, 1, defaultLimit);
  const o = offset === undefined || offset === null || offset === "" ? 0 : Number(offset);
  if (!Number.isInteger(o) || o < 0) throw badRequest("偏移量必须是非负整数");
  if (o > MAX_OFFSET) throw badRequest("页码超出范围");
  return { limit: l, offset: o };
}

/** A slice of ranked results: how many there are and how to fetch a window of their ids. */
export type Segment = { count: number; fetch: (offset: number, limit: number) => number[] };

/**
 * One page over segments ranked one after another (exact, then prefix, then the rest): only the
 * segments the window touches are queried, each for just its part of the window.
 */
export function pageSegments(segments: readonly Segment[], offset: number, limit: number): { total: number; ids: number[] } {
  const total = segments.reduce((n, s) => n + s.count, 0);
  const ids: number[] = [];
  let skip = offset;
  for (const seg of segments) {
    if (ids.length >= limit) break;
    if (skip >= seg.count) {
      skip -= seg.count;
      continue;
    }
    ids.push(...seg.fetch(skip, limit - ids.length));
    skip = 0;
  }
  return { total, ids: ids.slice(0, limit) };
}

import type { DictType } from "../api.ts";
import { ROUTES, withId } from "../routes.ts";

/** The detail page of each searchable type (spec §2). */
const DETAIL_ROUTE: Record<DictType, string> = {
  characters: ROUTES.hanzi,
  words: ROUTES.cihui,
  idioms: ROUTES.chengyu,
  poems: ROUTES.poem,
  "classical-texts": ROUTES.ancient,
  "classical-poems": ROUTES.classicalPoem,
};

/** Where a search result of `type` opens. */
export const detailHref = (type: DictType, id: string | number) => withId(DETAIL_ROUTE[type], id);

/**
 * The recitation helper for a poem (spec §2: /recitation?poemId={id}). The path belongs to the
 * learning tools, which redirect it to their own page.
 */
export const recitationHref = (poemId: string | number) => `/recitation?poemId=${encodeURIComponent(String(poemId))}`;

/** The classical poem list with its filters (q, dynasty, sort, page); defaults left out. */
export function classicalPoemsHref({ q = "", dynasty = "", sort = "", page = 1 }: { q?: string; dynasty?: string; sort?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (dynasty) params.set("dynasty", dynasty);
  if (sort) params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${ROUTES.classicalPoems}?${text}` : ROUTES.classicalPoems;
}

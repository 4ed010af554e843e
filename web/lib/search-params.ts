import type { DictType } from "../api.ts";
import { ROUTES } from "../routes.ts";
import { pageParam } from "./pagination.ts";

export type SearchTab = DictType | "all";

/** The search screen's tabs (spec §2), in order, with their Chinese labels. */
export const SEARCH_TABS: readonly { key: SearchTab; label: string }[] = [
  { key: "all", label: "全部" },
  { key: "characters", label: "汉字" },
  { key: "words", label: "词语" },
  { key: "idioms", label: "成语" },
  { key: "poems", label: "诗词" },
  { key: "classical-texts", label: "古文" },
  { key: "classical-poems", label: "古诗文" },
];

const TAB_KEYS = new Set<string>(SEARCH_TABS.map((tab) => tab.key));

export const tabLabel = (key: SearchTab) => SEARCH_TABS.find((tab) => tab.key === key)?.label ?? key;

export type SearchParams = { q: string; type: SearchTab; page: number };

/** Reads /search?q=&type=&page= (unknown types fall back to 全部; page only counts on a single type). */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const raw = params.get("type") ?? "all";
  const type = (TAB_KEYS.has(raw) ? raw : "all") as SearchTab;
  return { q: params.get("q") ?? "", type, page: type === "all" ? 1 : pageParam(params.get("page")) };
}

/** The /search URL for a query, tab and page; defaults are left out so links stay short. */
export function searchHref({ q, type = "all", page = 1 }: { q: string; type?: SearchTab; page?: number }): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (type !== "all") params.set("type", type);
  if (type !== "all" && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${ROUTES.search}?${text}` : ROUTES.search;
}

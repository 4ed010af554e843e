/**
 * The dictionary (spec 1-core §2, §7): search, detail pages, the classical poem list and the
 * stroke data the stroke-order view draws. Public: no login. Pages read these stores through
 * useSnapshot and call the actions; only this module calls the API.
 */
import { proxy, ref } from "valtio";
import {
  api,
  ApiError,
  type CharacterDetail,
  type ClassicalPoemDetail,
  type ClassicalPoemHit,
  type ClassicalPoemSort,
  type ClassicalTextDetail,
  type Dynasty,
  type IdiomDetail,
  type PoemDetail,
  type SearchResult,
  type StrokeData,
  type WordDetail,
} from "../api.ts";
import type { SearchTab } from "../lib/search-params.ts";

export const SEARCH_FAILED = "搜索失败，请稍后重试";
export const NO_RESULTS = "没有找到结果，请尝试其他关键词";
export const POEM_LIST_FAILED = "获取诗词列表失败";
export const POEM_LIST_EMPTY = "未找到相关诗词，请尝试其他关键词或筛选条件";
/** Spec §9: the poem list shows 10 a page. */
export const POEM_PAGE_SIZE = 10;

type Status = "idle" | "loading" | "ready" | "error";

/** The answer a 400 carries (an over-long query, say) is worth showing; anything else is the spec's text. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status === 400 ? error.message : fallback);

/** Keeps the last `max` answers, so switching tabs back and forth is instant. */
function memo<T>(max: number) {
  const map = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = map.get(key);
    if (hit) return hit;
    const promise = load();
    map.set(key, promise);
    promise.catch(() => map.delete(key)); // failures are retried next time
    if (map.size > max) map.delete(map.keys().next().value!);
    return promise;
  };
}

// ---- Search ----------------------------------------------------------------------------------

export const searchStore = proxy({
  query: "",
  tab: "all" as SearchTab,
  page: 1,
  status: "idle" as Status,
  error: null as string | null,
  /** The all-types answer: every tab's count and 5 hits per type. */
  overview: null as SearchResult | null,
  /** One page of the selected single-type tab. */
  typed: null as SearchResult | null,
});

const searches = memo<SearchResult>(60);
let searchSeq = 0;

/**
 * Searches for `query` and shows `tab` (one type paged by `page`, or all). A blank query is
 * ignored (spec §5): no call, and the screen goes back to its prompt. Answers that arrive after
 * a newer search started are dropped, so fast typing never shows an older result last.
 */
export async function runSearch(query: string, tab: SearchTab, page = 1): Promise<void> {
  const q = query.trim();
  const seq = ++searchSeq;
  searchStore.query = q;
  searchStore.tab = tab;
  searchStore.page = page;
  searchStore.error = null;
  if (!q) {
    Object.assign(searchStore, { status: "idle", overview: null, typed: null });
    return;
  }
  searchStore.status = "loading";
  try {
    const [overview, typed] = await Promise.all([
      searches(`${q}|all`, () => api.dictionary.search({ query: q })),
      tab === "all" ? null : searches(`${q}|${tab}|${page}`, () => api.dictionary.search({ query: q, types: tab, page })),
    ]);
    if (seq !== searchSeq) return;
    searchStore.overview = ref(overview);
    searchStore.typed = typed ? ref(typed) : null;
    searchStore.status = "ready";
  } catch (error) {
    if (seq !== searchSeq) return;
    searchStore.status = "error";
    searchStore.error = messageOf(error, SEARCH_FAILED);
  }
}

// ---- Detail pages ----------------------------------------------------------------------------

type DetailOf = {
  character: CharacterDetail;
  word: WordDetail;
  idiom: IdiomDetail;
  poem: PoemDetail;
  "classical-text": ClassicalTextDetail;
  "classical-poem": ClassicalPoemDetail;
};
export type DetailKind = keyof DetailOf;

/** Each detail page's texts (spec §8): no id in the route, not found, and a failed load. */
export const DETAIL_MESSAGES: Record<DetailKind, { noId: string; notFound: string; failed: string }> = {
  character: { noId: "未提供汉字ID", notFound: "未找到汉字信息", failed: "获取汉字详情失败，请稍后重试" },
  word: { noId: "未提供词汇ID", notFound: "未找到该词汇", failed: "无法加载词汇详情，请稍后重试" },
  idiom: { noId: "未提供成语ID", notFound: "未找到该成语", failed: "无法加载成语详情，请稍后重试" },
  poem: { noId: "未找到诗词ID", notFound: "未找到该诗词", failed: "发生错误，请稍后重试" },
  "classical-text": { noId: "未找到古文ID", notFound: "未找到该古文", failed: "发生错误，请稍后重试" },
  "classical-poem": { noId: "未找到诗词ID", notFound: "未找到该诗词", failed: "发生错误，请稍后重试" },
};

const FETCH: { [K in DetailKind]: (id: string) => Promise<DetailOf[K] | null> } = {
  character: api.dictionary.character,
  word: api.dictionary.word,
  idiom: api.dictionary.idiom,
  poem: api.dictionary.poem,
  "classical-text": api.dictionary.classicalText,
  "classical-poem": api.dictionary.classicalPoem,
};

export type DetailEntry<K extends DetailKind = DetailKind> =
  | { status: "loading" }
  | { status: "ready"; data: DetailOf[K] }
  | { status: "missing" }
  | { status: "error"; error: string };

/** Loaded details by `${kind}:${id}`; a page shows the entry of its own route. */
export const detailStore = proxy({ entries: {} as Record<string, DetailEntry> });

export const detailKey = (kind: DetailKind, id: string) => `${kind}:${id}`;

/** Loads one detail unless it is loaded already (a failed load is tried again). */
export async function loadDetail<K extends DetailKind>(kind: K, id: string): Promise<void> {
  const key = detailKey(kind, id);
  const known = detailStore.entries[key];
  if (known && (known.status === "ready" || known.status === "missing" || known.status === "loading")) return;
  detailStore.entries[key] = { status: "loading" };
  try {
    const data = await FETCH[kind](id);
    detailStore.entries[key] = data ? { status: "ready", data: ref(data) } : { status: "missing" };
  } catch {
    detailStore.entries[key] = { status: "error", error: DETAIL_MESSAGES[kind].failed };
  }
}

// ---- Stroke data (hanzi-writer's charDataLoader asks for it) ---------------------------------

const strokes = memo<StrokeData>(200);

/** The stroke outlines and medians of one character, from our own API (never a CDN). */
export const loadStrokes = (char: string): Promise<StrokeData> => strokes(char, () => api.dictionary.strokes(char));

// ---- Classical poem list ---------------------------------------------------------------------

export const poemListStore = proxy({
  status: "idle" as Status,
  error: null as string | null,
  items: [] as ClassicalPoemHit[],
  total: 0,
  dynasties: [] as Dynasty[],
});

let listSeq = 0;

/** One page (10) of classical poems by search term, dynasty and sort (spec §2, §7, §9). */
export async function loadPoemList(args: { query: string; dynasty: string; sort: ClassicalPoemSort | ""; page: number }): Promise<void> {
  const seq = ++listSeq;
  poemListStore.status = "loading";
  poemListStore.error = null;
  try {
    const result = await api.dictionary.classicalPoems({
      query: args.query.trim() || undefined,
      dynasty: args.dynasty || undefined,
      sort: args.sort || undefined,
      offset: (args.page - 1) * POEM_PAGE_SIZE,
      limit: POEM_PAGE_SIZE,
    });
    if (seq !== listSeq) return;
    poemListStore.items = ref(result.items);
    poemListStore.total = result.total;
    poemListStore.status = "ready";
  } catch (error) {
    if (seq !== listSeq) return;
    poemListStore.status = "error";
    poemListStore.error = messageOf(error, POEM_LIST_FAILED);
  }
}

/** The dynasty dropdown's options, fetched once (up to 1000, spec §9). A failure leaves "all". */
export async function loadDynasties(): Promise<void> {
  if (poemListStore.dynasties.length > 0) return;
  try {
    poemListStore.dynasties = ref(await api.dictionary.dynasties(1000));
  } catch {
    /* the list still works without the filter */
  }
}

// ---- Favourite poems (kept on this device only) ----------------------------------------------

const FAVOURITES_KEY = "blockquest.favouritePoems";

function readFavourites(): number[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return []; // storage disabled or garbled: start empty
  }
}

/**
 * The spec leaves 收藏 without a server call; favourites are honest about that and live in this
 * browser's storage, so the button's state survives a reload on the same tablet.
 */
export const favouriteStore = proxy({ poemIds: typeof localStorage === "undefined" ? [] : readFavourites() });

/** Adds or removes a poem; answers whether it is a favourite now. */
export function toggleFavouritePoem(id: number): boolean {
  const has = favouriteStore.poemIds.includes(id);
  favouriteStore.poemIds = has ? favouriteStore.poemIds.filter((x) => x !== id) : [...favouriteStore.poemIds, id];
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(favouriteStore.poemIds));
  } catch {
    /* kept for this visit only */
  }
  return !has;
}

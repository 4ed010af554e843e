import { Elysia } from "elysia";
import { dictionaryAbout } from "./about.ts";
import type { DictionaryHandle } from "./handle.ts";
import { charParams, classicalPoemListQuery, dynastyQuery, idParams, listQuery, searchQuery } from "./model.ts";
import { DictionarySearch } from "./search-pool.ts";
import { WARM_QUERIES } from "./warm.ts";
import * as dict from "./service.ts";

/** A paged list as the API answers it (D20): the items in `data`, and `total` beside it. */
const pageOf = <T>(page: dict.Page<T>) => ({ data: page.items, total: page.total, page: page.page, limit: page.limit });

const JSON_HEADERS = { "content-type": "application/json;charset=utf-8" };

/**
 * /api/dictionary: search, lists, details and stroke data (spec 1-core §7 Dictionary). Public.
 * Search runs on worker threads and answers a body serialised there (search-pool.ts); the other
 * endpoints read the handle directly.
 */
export const dictionaryRoutes = (handle: DictionaryHandle, search = new DictionarySearch(handle)) => {
  const db = () => handle.get();
  const plugin = new Elysia({ name: "dictionary", prefix: "/dictionary" })
    .get(
      "/search",
      async ({ query }) =>
        new Response(await search.search({ query: query.query ?? query.q, types: query.types, limit: query.limit, page: query.page }), {
          headers: JSON_HEADERS,
        }),
      { query: searchQuery },
    )
    .get("/about", () => ({ data: dictionaryAbout(db()) }))
    .get("/dynasties", ({ query }) => ({ data: dict.listDynasties(db(), { scope: query.scope === "all" ? "all" : "classical" }) }), {
      query: dynastyQuery,
    })
    .get("/strokes/:char", ({ params }) => ({ data: dict.getStrokes(db(), params.char) }), { params: charParams })
    .get("/characters", ({ query }) => pageOf(dict.listCharacters(db(), query)), { query: listQuery })
    .get("/characters/:id", ({ params }) => ({ data: dict.getCharacter(db(), params.id) }), { params: idParams })
    .get("/words", ({ query }) => pageOf(dict.listWords(db(), query)), { query: listQuery })
    .get("/words/:id", ({ params }) => ({ data: dict.getWord(db(), params.id) }), { params: idParams })
    .get("/idioms", ({ query }) => pageOf(dict.listIdioms(db(), query)), { query: listQuery })
    .get("/idioms/:id", ({ params }) => ({ data: dict.getIdiom(db(), params.id) }), { params: idParams })
    .get("/poems", ({ query }) => pageOf(dict.listPoems(db(), query)), { query: listQuery })
    .get("/poems/:id", ({ params }) => ({ data: dict.getPoem(db(), params.id) }), { params: idParams })
    .get("/classical-texts", ({ query }) => pageOf(dict.listClassicalTexts(db(), query)), { query: listQuery })
    .get("/classical-texts/:id", ({ params }) => ({ data: dict.getClassicalText(db(), params.id) }), { params: idParams })
    .get(
      "/classical-poems",
      ({ query }) => pageOf(dict.listClassicalPoems(db(), { ...query, query: query.query ?? query.search })),
      { query: classicalPoemListQuery },
    )
    .get("/classical-poems/:id", ({ params }) => ({ data: dict.getClassicalPoem(db(), params.id) }), { params: idParams });
  // Once the server is up (not in tests): start the search workers, then warm the route.
  if (process.env.NODE_ENV !== "test") setTimeout(() => void warmSearchRoute(plugin, search), 0).unref();
  return plugin;
};

/**
 * Starts the search workers (each warms its own handle, warm.ts), then sends the warm-up
 * queries through this plugin's own /search route a few times, so the request path in front of
 * the workers (routing, query validation, dispatch, replies) is compiled before the first user
 * too, and forgets those answers. Measured on the full set: the first burst of 32 concurrent
 * searches after start-up went from ~20-30 ms to ~15 ms.
 */
async function warmSearchRoute(plugin: { handle: (request: Request) => Promise<Response> }, search: DictionarySearch): Promise<void> {
  search.start();
  await search.whenStarted();
  for (let round = 0; round < 4; round++) {
    for (const { query, types, page } of WARM_QUERIES) {
      const params = new URLSearchParams({ query, ...(types ? { types } : {}), ...(page ? { page: String(page) } : {}) });
      await plugin.handle(new Request(`http://localhost/dictionary/search?${params}`));
    }
  }
  search.forgetBodies();
}

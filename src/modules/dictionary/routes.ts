import { Elysia } from "elysia";
import type { DictionaryHandle } from "./handle.ts";
import { charParams, classicalPoemListQuery, dynastyQuery, idParams, listQuery, searchQuery } from "./model.ts";
import * as dict from "./service.ts";

/** A paged list as the API answers it (D20): the items in `data`, and `total` beside it. */
const pageOf = <T>(page: dict.Page<T>) => ({ data: page.items, total: page.total, page: page.page, limit: page.limit });

/** /api/dictionary: search, lists, details and stroke data (spec 1-core §7 Dictionary). Public. */
export const dictionaryRoutes = (handle: DictionaryHandle) => {
  const db = () => handle.get();
  return new Elysia({ name: "dictionary", prefix: "/dictionary" })
    .get(
      "/search",
      ({ query }) => ({
        data: dict.searchDictionary(db(), { query: query.query ?? query.q, types: query.types, limit: query.limit, page: query.page }),
      }),
      { query: searchQuery },
    )
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
};

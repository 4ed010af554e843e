/**
 * The dictionary service (spec §2, §3, §7, §9): plain functions over a read-only bun:sqlite handle
 * on dictionary.db (open it with db/dictionary/open.ts). They return plain objects and throw
 * AppError (badRequest / notFound) with the spec's Chinese messages; routes wrap results in
 * `{ data }` (lists: `{ data: items, total }`).
 *
 * Ids are integers. Detail functions for characters, words and idioms also take the headword.
 */
export { searchDictionary, clearSearchCache, parseTypes, type SearchArgs } from "./search.ts";
export { getCharacter, getWord, getIdiom, getPoem, getClassicalPoem, getClassicalText, getStrokes } from "./detail.ts";
export {
  listCharacters,
  listWords,
  listIdioms,
  listPoems,
  listClassicalTexts,
  listClassicalPoems,
  listDynasties,
  type ListArgs,
  type DifficultyListArgs,
  type ClassicalPoemListArgs,
} from "./lists.ts";
export { MAX_QUERY_LENGTH } from "./query-parse.ts";
export { DEFAULT_LIMIT, ALL_TYPES_LIMIT, MAX_LIMIT } from "./paging.ts";
export * from "./types.ts";

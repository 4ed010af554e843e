import { t } from "elysia";

/**
 * Query strings stay loosely typed here on purpose: the service validates and clamps them with
 * the spec's messages, so a 1,000-character query or a stray parameter answers 400 or 200,
 * never a 500. These bounds only stop absurd inputs before they reach it.
 */
const text = t.Optional(t.String({ maxLength: 2000 }));

export const searchQuery = t.Object({ query: text, q: text, types: text, limit: text, page: text });
export const listQuery = t.Object({ query: text, limit: text, page: text, difficulty: text });
export const classicalPoemListQuery = t.Object({
  query: text,
  search: text,
  limit: text,
  page: text,
  offset: text,
  dynasty: text,
  sort: text,
});
export const dynastyQuery = t.Object({ scope: text, limit: text });
export const idParams = t.Object({ id: t.String({ maxLength: 200 }) });
export const charParams = t.Object({ char: t.String({ maxLength: 50 }) });

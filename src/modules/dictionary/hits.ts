import type { Database } from "bun:sqlite";
import { CONTENT_SNIPPET_LENGTH, LIST_PREVIEW_LENGTH, makeSnippet, SHANGXI_SNIPPET_LENGTH } from "./snippet.ts";
import type { DictType, HitOf } from "./types.ts";
import { stmt } from "./statements.ts";

const DEFINITION_PREVIEW = 60;

type Row = Record<string, any>;

/** Rows of `table` for `ids`, returned in the order of `ids`. */
export function rowsById(db: Database, table: string, columns: string, ids: readonly number[]): Row[] {
  if (ids.length === 0) return [];
  const rows = stmt(db, `SELECT ${columns} FROM ${table} WHERE id IN (${ids.map(() => "?").join(",")})`).all(...ids) as Row[];
  const byId = new Map(rows.map((r) => [r.id as number, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/** First sense of a definition, shortened for a result card. */
export function definitionPreview(definition: string | null): string | null {
  if (!definition) return null;
  const first = definition.split("\n")[0].replace(/^[①-⑳]/, "");
  return first.length > DEFINITION_PREVIEW ? `${first.slice(0, DEFINITION_PREVIEW)}…` : first;
}

/** Parses a JSON array column, tolerating null. */
export function jsonList<T = string>(value: unknown): T[] {
  if (typeof value !== "string" || !value) return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Result cards for ids of one type; `query` (Han characters) is marked in the snippets. */
export function hydrateHits<T extends DictType>(db: Database, type: T, ids: readonly number[], query: readonly string[]): HitOf[T][] {
  return hydrate(db, type, ids, query) as HitOf[T][];
}

function hydrate(db: Database, type: DictType, ids: readonly number[], query: readonly string[]): unknown[] {
  switch (type) {
    case "characters":
      return rowsById(db, "characters", "id, char, pinyin, readings, traditional, radical, strokes, frequency", ids).map((r) => ({
        id: r.id,
        char: r.char,
        pinyin: r.pinyin,
        readings: String(r.readings).split(" ").filter(Boolean),
        traditional: r.traditional,
        radical: r.radical,
        strokes: r.strokes,
        frequency: r.frequency,
      }));
    case "words":
      return rowsById(db, "words", "id, word, pinyin, definition", ids).map((r) => ({
        id: r.id,
        word: r.word,
        pinyin: r.pinyin,
        definition: definitionPreview(r.definition),
      }));
    case "idioms":
      return rowsById(db, "idioms", "id, idiom, pinyin, definition", ids).map((r) => ({
        id: r.id,
        idiom: r.idiom,
        pinyin: r.pinyin,
        definition: definitionPreview(r.definition),
      }));
    case "poems":
      return rowsById(db, "poems", "id, title, dynasty, author, content", ids).map((r) => ({
        id: r.id,
        title: r.title,
        dynasty: r.dynasty,
        author: r.author,
        snippet: makeSnippet(r.content, query, CONTENT_SNIPPET_LENGTH),
      }));
    case "classical-poems":
      return rowsById(db, "poems", "id, title, dynasty, author, content, shangxi, tags, difficulty", ids).map((r) => ({
        id: r.id,
        title: r.title,
        dynasty: r.dynasty,
        writer: r.author,
        type: jsonList(r.tags),
        difficulty: r.difficulty,
        snippet: makeSnippet(r.content, query, CONTENT_SNIPPET_LENGTH),
        preview: makeSnippet(r.content, query, LIST_PREVIEW_LENGTH),
        shangxi_snippet: r.shangxi ? makeSnippet(r.shangxi, query, SHANGXI_SNIPPET_LENGTH) : null,
      }));
    case "classical-texts":
      return rowsById(db, "texts", "id, title, book, chapter, author, dynasty, difficulty, content", ids).map((r) => ({
        id: r.id,
        title: r.title,
        book: r.book,
        chapter: r.chapter,
        author: r.author,
        dynasty: r.dynasty,
        difficulty: r.difficulty,
        snippet: makeSnippet(r.content, query, CONTENT_SNIPPET_LENGTH),
      }));
  }
}

import type { Database } from "bun:sqlite";
import { inflateSync } from "node:zlib";
import { badRequest, notFound } from "../../lib/errors.ts";
import { dictContext } from "./context.ts";
import { jsonList } from "./hits.ts";
import { hanChars } from "./text.ts";
import type { CharacterDetail, ClassicalPoemDetail, ClassicalTextDetail, IdiomDetail, PoemDetail, StrokeData, WordDetail } from "./types.ts";
import { stmt } from "./statements.ts";

type Row = Record<string, any>;

/** An integer id from a route parameter, or null when it is not one. */
function asId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,15}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** The headword form of a route parameter: trimmed, traditional characters converted. */
function asHeadword(db: Database, value: unknown): string {
  if (typeof value !== "string") return "";
  return dictContext(db).toSimplified(value.trim().slice(0, 40).toWellFormed());
}

const citation = (text: unknown, book: unknown) => (book ? { text: (text as string | null) ?? null, book: book as string } : null);

/** Character detail (spec §3) by id or by the character itself (traditional accepted). */
export function getCharacter(db: Database, idOrChar: unknown): CharacterDetail {
  if (idOrChar === undefined || idOrChar === null || idOrChar === "") throw badRequest("未提供汉字ID");
  const id = asId(idOrChar);
  const chars = id === null ? hanChars(asHeadword(db, idOrChar)) : [];
  if (id === null && chars.length !== 1) throw notFound("未找到汉字信息");
  const row = (id !== null
    ? stmt(db, "SELECT * FROM characters WHERE id = ?").get(id)
    : stmt(db, "SELECT * FROM characters WHERE char = ?").get(chars[0])) as Row | null;
  if (!row) throw notFound("未找到汉字信息");
  const hasStrokes = !!stmt(db, "SELECT 1 FROM strokes WHERE char = ?").get(row.char);
  return {
    id: row.id,
    char: row.char,
    pinyin: row.pinyin,
    traditional: row.traditional,
    variant: row.variant,
    radicals: row.radical,
    strokes: row.strokes,
    structure: row.structure,
    frequency: row.frequency,
    gloss: row.gloss,
    has_strokes: hasStrokes,
    pronunciations: jsonList(row.pronunciations),
  };
}

function lexeme(db: Database, table: "words" | "idioms", idOrWord: unknown, missing: string, absent: string): Row {
  if (idOrWord === undefined || idOrWord === null || idOrWord === "") throw badRequest(missing);
  const id = asId(idOrWord);
  const head = table === "words" ? "word" : "idiom";
  const row = (id !== null
    ? stmt(db, `SELECT * FROM ${table} WHERE id = ?`).get(id)
    : stmt(db, `SELECT * FROM ${table} WHERE ${head} = ? ORDER BY id LIMIT 1`).get(asHeadword(db, idOrWord))) as Row | null;
  if (!row) throw notFound(absent);
  return row;
}

function lexemeFields(row: Row) {
  return {
    id: row.id as number,
    pinyin: row.pinyin as string,
    abbreviation: row.py_initials as string,
    definition: row.definition as string | null,
    senses: jsonList(row.senses),
    quote: citation(row.quote_text, row.quote_book),
    origin: citation(row.origin_text, row.origin_book),
    gloss: row.gloss as string | null,
  };
}

/** Word detail by id or by the word itself. */
export function getWord(db: Database, idOrWord: unknown): WordDetail {
  const row = lexeme(db, "words", idOrWord, "未提供词汇ID", "未找到该词汇");
  return { word: row.word, ...lexemeFields(row) };
}

/** Idiom detail by id or by the idiom itself. */
export function getIdiom(db: Database, idOrIdiom: unknown): IdiomDetail {
  const row = lexeme(db, "idioms", idOrIdiom, "未提供成语ID", "未找到该成语");
  return { idiom: row.idiom, ...lexemeFields(row) };
}

function poemRow(db: Database, idParam: unknown, classicalOnly: boolean): Row {
  if (idParam === undefined || idParam === null || idParam === "") throw badRequest("未找到诗词ID");
  const id = asId(idParam);
  const max = classicalOnly ? dictContext(db).classicalMax : Number.MAX_SAFE_INTEGER;
  const row = id === null || id > max ? null : (stmt(db, "SELECT * FROM poems WHERE id = ?").get(id) as Row | null);
  if (!row) throw notFound("未找到该诗词");
  return row;
}

/** Poem detail by id (any poem, classical ones included). */
export function getPoem(db: Database, id: unknown): PoemDetail {
  const r = poemRow(db, id, false);
  return {
    id: r.id,
    title: r.title,
    dynasty: r.dynasty,
    author: r.author,
    content: r.content,
    pinyin: r.pinyin,
    difficulty: r.difficulty,
    source: r.source,
    classical: r.classical === 1,
  };
}

/** Classical poem detail by id; translation, shangxi and remark are null where no data exists. */
export function getClassicalPoem(db: Database, id: unknown): ClassicalPoemDetail {
  const r = poemRow(db, id, true);
  return {
    id: r.id,
    title: r.title,
    dynasty: r.dynasty,
    writer: r.author,
    content: r.content,
    translation: r.translation,
    shangxi: r.shangxi,
    remark: r.remark,
    type: jsonList(r.tags),
    difficulty: r.difficulty,
    pinyin: r.pinyin,
  };
}

/** Ancient text detail by id. */
export function getClassicalText(db: Database, idParam: unknown): ClassicalTextDetail {
  if (idParam === undefined || idParam === null || idParam === "") throw badRequest("未提供古文ID");
  const id = asId(idParam);
  const r = id === null ? null : (stmt(db, "SELECT * FROM texts WHERE id = ?").get(id) as Row | null);
  if (!r) throw notFound("未找到该古文");
  return {
    id: r.id,
    title: r.title,
    book: r.book,
    chapter: r.chapter,
    author: r.author,
    dynasty: r.dynasty,
    content: r.content,
    notes: r.notes,
    difficulty: r.difficulty,
    pinyin: r.pinyin,
  };
}

/** hanzi-writer data ({strokes, medians, radStrokes?}) for one character (traditional accepted). */
export function getStrokes(db: Database, char: unknown): StrokeData {
  const chars = hanChars(asHeadword(db, char));
  if (chars.length !== 1) throw badRequest("请提供一个汉字");
  const row = stmt(db, "SELECT data FROM strokes WHERE char = ?").get(chars[0]) as { data: Uint8Array } | null;
  if (!row) throw notFound("未找到该字的笔画数据");
  return JSON.parse(inflateSync(row.data).toString("utf8")) as StrokeData;
}

/**
 * Shapes the dictionary service returns. Ids are integers (stable for the same data package
 * versions; a compact-build id stays the same in a full build). Detail functions also accept the
 * headword itself (明, 明白, 一鸣惊人) in place of the id.
 */

/** The searchable collections, named as in the API paths (spec §7). */
export const DICT_TYPES = ["characters", "words", "idioms", "poems", "classical-texts", "classical-poems"] as const;
export type DictType = (typeof DICT_TYPES)[number];

/**
 * A piece of text with the matched parts marked as [start, end) offsets into `text` (JavaScript
 * string indices, so `text.slice(start, end)`). Plain text, no markup, so nothing can inject HTML.
 */
export type Snippet = { text: string; highlights: [number, number][] };

export type CharacterHit = {
  id: number;
  char: string;
  pinyin: string;
  readings: string[];
  traditional: string;
  radical: string | null;
  strokes: number | null;
  frequency: number;
};

export type WordHit = { id: number; word: string; pinyin: string; definition: string | null };
export type IdiomHit = { id: number; idiom: string; pinyin: string; definition: string | null };
export type PoemHit = { id: number; title: string; dynasty: string; author: string; snippet: Snippet };
export type ClassicalTextHit = {
  id: number;
  title: string;
  book: string;
  chapter: string | null;
  author: string | null;
  dynasty: string | null;
  difficulty: number;
  snippet: Snippet;
};
export type ClassicalPoemHit = {
  id: number;
  title: string;
  dynasty: string;
  writer: string;
  type: string[];
  difficulty: number;
  snippet: Snippet;
  /** 50 characters of the content, for the classical poem list (spec §9). */
  preview: Snippet;
  /** 20 characters of the appreciation, when the poem has one. */
  shangxi_snippet: Snippet | null;
};

export type HitOf = {
  characters: CharacterHit;
  words: WordHit;
  idioms: IdiomHit;
  poems: PoemHit;
  "classical-texts": ClassicalTextHit;
  "classical-poems": ClassicalPoemHit;
};

/** What searchDictionary answers: per requested type its total count and one page of hits. */
export type SearchResult = {
  /** How the query was read: Han text (simplified), pinyin (toneless key) or nothing searchable. */
  interpreted: { kind: "text" | "pinyin" | "none"; text: string };
  counts: Partial<Record<DictType, number>>;
  results: { [T in DictType]?: HitOf[T][] };
  page: number;
  limit: number;
};

/** One page of a list. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

export type Citation = { text: string | null; book: string };

/** Character detail (spec §3). */
export type CharacterDetail = {
  id: number;
  char: string;
  pinyin: string;
  traditional: string;
  variant: string | null;
  radicals: string | null;
  strokes: number | null;
  structure: string | null;
  frequency: number;
  gloss: string | null;
  has_strokes: boolean;
  pronunciations: {
    id: number;
    pinyin: string;
    is_primary: boolean;
    explanations: {
      content: string | null;
      gloss: string | null;
      words: { word: string; text: string }[];
      detail: { text: string; book: string }[];
    }[];
  }[];
};

type Lexeme = {
  id: number;
  pinyin: string;
  abbreviation: string;
  definition: string | null;
  senses: string[];
  quote: Citation | null;
  origin: Citation | null;
  gloss: string | null;
};
/** Word detail (spec §3); `abbreviation` is the pinyin initials (明白 → mb). */
export type WordDetail = Lexeme & { word: string };
/** Idiom detail: the word shape with `idiom` in place of `word`. */
export type IdiomDetail = Lexeme & { idiom: string };

/** Poem detail (spec §3: id, title, dynasty, author, content). */
export type PoemDetail = {
  id: number;
  title: string;
  dynasty: string;
  author: string;
  content: string;
  pinyin: string;
  difficulty: number;
  source: string;
  /** Set when the poem is also one of the classical poems (same id). */
  classical: boolean;
};

/** Ancient text detail. */
export type ClassicalTextDetail = {
  id: number;
  title: string;
  book: string;
  chapter: string | null;
  author: string | null;
  dynasty: string | null;
  content: string;
  notes: string | null;
  difficulty: number;
  pinyin: string;
};

/** Classical poem detail (spec §3); translation/shangxi/remark are null where no data exists. */
export type ClassicalPoemDetail = {
  id: number;
  title: string;
  dynasty: string;
  writer: string;
  content: string;
  translation: string | null;
  shangxi: string | null;
  remark: string | null;
  type: string[];
  difficulty: number;
  pinyin: string;
};

/** hanzi-writer character data. */
export type StrokeData = { strokes: string[]; medians: number[][][]; radStrokes?: number[] };

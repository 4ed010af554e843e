/**
 * The schema of dictionary.db (D19). The file is rebuilt wholesale by scripts/seed-dictionary.ts
 * and opened read-only by the server, so there are no migrations: bump DICTIONARY_SCHEMA_VERSION
 * when this changes and re-run the seed.
 *
 * Ids are integers and double as the FTS rowids. They are assigned in ranking order (the compact
 * set first, most popular first; then what --full adds), so an FTS query that walks rowids in
 * ascending order meets the best results first and `LIMIT` can stop early. The same data packages
 * give the same ids, and a compact entry keeps its id in a full build.
 */
export const DICTIONARY_SCHEMA_VERSION = 2;

/** Plain tables and their B-tree indexes. */
export const TABLES_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

-- 通用规范汉字表 characters; id = frequency order (Jun Da rank, then the table's order).
CREATE TABLE characters (
  id INTEGER PRIMARY KEY,
  char TEXT NOT NULL UNIQUE,
  pinyin TEXT NOT NULL,             -- primary reading, tone-marked
  readings TEXT NOT NULL,           -- all readings, primary first, space-separated
  traditional TEXT NOT NULL,        -- the traditional form (the character itself when unchanged)
  variant TEXT,                     -- further traditional/variant forms, space-separated
  radical TEXT,
  strokes INTEGER,
  structure TEXT,                   -- e.g. 左右结构
  frequency INTEGER NOT NULL,       -- 0 (rare) .. 5 (most frequent), see db/dictionary/SOURCES.md
  junda_rank INTEGER,
  table_level INTEGER,              -- 通用规范 level 1-3
  gloss TEXT,                       -- CC-CEDICT English, an extra
  pronunciations TEXT NOT NULL      -- JSON, the spec's pronunciations[] (composed by the seed)
);
-- One row per (reading, character): toneless key → characters, in frequency order.
CREATE TABLE char_readings (
  py_key TEXT NOT NULL,
  char_id INTEGER NOT NULL,
  pinyin TEXT NOT NULL,
  PRIMARY KEY (py_key, char_id)
) WITHOUT ROWID;
-- Traditional → simplified, single characters, for converting queries without opencc at runtime.
CREATE TABLE t2s (trad TEXT PRIMARY KEY, simp TEXT NOT NULL) WITHOUT ROWID;
-- The counts of a one- or two-character search, so its totals cost one lookup instead of walking
-- doclists of up to 100k entries. Per type: how many entries contain the term (what the FTS
-- phrase matches) and how many have a headword/title starting with it (exact match included).
-- A row exists for every character in any index and for every pair of characters with at least
-- TERM_COUNT_THRESHOLD matches in some column; a pair without a row is cheap to count live (it is
-- one bigram token whose doclists, and one head2 index range, are shorter than that).
CREATE TABLE term_counts (
  term TEXT PRIMARY KEY,
  words INTEGER NOT NULL,
  idioms INTEGER NOT NULL,
  poems INTEGER NOT NULL,
  classical_poems INTEGER NOT NULL,
  texts INTEGER NOT NULL,
  words_head INTEGER NOT NULL,
  idioms_head INTEGER NOT NULL,
  poems_head INTEGER NOT NULL,
  classical_poems_head INTEGER NOT NULL,
  texts_head INTEGER NOT NULL
) WITHOUT ROWID;
-- hanzi-writer-data JSON ({strokes, medians, radStrokes?}), deflate-compressed. A rowid table:
-- its ~1.4 KB rows fit in a page, where WITHOUT ROWID would spill each into an overflow page.
CREATE TABLE strokes (char TEXT PRIMARY KEY, data BLOB NOT NULL);

CREATE TABLE words (
  id INTEGER PRIMARY KEY,
  word TEXT NOT NULL,
  pinyin TEXT NOT NULL,             -- tone-marked syllables, space-separated
  py_key TEXT NOT NULL,             -- "mingbai"
  py_initials TEXT NOT NULL,        -- "mb"
  definition TEXT,                  -- cleaned; several senses numbered ①②…, one per line
  senses TEXT,                      -- JSON string[]
  quote_text TEXT, quote_book TEXT,
  origin_text TEXT, origin_book TEXT,
  gloss TEXT,                       -- CC-CEDICT English
  freq INTEGER NOT NULL DEFAULT 0,  -- corpus count (hanzi's Leiden list)
  common INTEGER NOT NULL DEFAULT 0 -- 1 when in cnchar-words (the compact set)
);
CREATE TABLE idioms (
  id INTEGER PRIMARY KEY,
  idiom TEXT NOT NULL,
  pinyin TEXT NOT NULL,
  py_key TEXT NOT NULL,
  py_initials TEXT NOT NULL,
  definition TEXT,
  senses TEXT,
  quote_text TEXT, quote_book TEXT,
  origin_text TEXT, origin_book TEXT,
  gloss TEXT,
  freq INTEGER NOT NULL DEFAULT 0
);

-- Every poem. Rows 1..classical_max (meta) are the curated classical poems, which also carry
-- tags, notes and appreciation; the rest is what --full adds (全唐诗, 全宋诗, 全宋词, 元曲 …).
CREATE TABLE poems (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  dynasty TEXT NOT NULL,
  dynasty_order INTEGER NOT NULL,
  author TEXT NOT NULL,
  author_key TEXT NOT NULL,         -- toneless pinyin of the author, for sorting by writer
  content TEXT NOT NULL,            -- lines separated by \\n
  py_key TEXT NOT NULL,             -- toneless pinyin of the title
  py_initials TEXT NOT NULL,
  pinyin TEXT NOT NULL,             -- tone-marked pinyin of the title
  difficulty INTEGER NOT NULL,      -- 1 入门, 2 进阶, 3 挑战
  popularity INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL,             -- collection(s) it came from
  classical INTEGER NOT NULL DEFAULT 0,
  translation TEXT,
  shangxi TEXT,                     -- appreciation (水墨唐诗 prologue)
  remark TEXT,                      -- notes (花间集, 南唐二主词), one per line
  tags TEXT                         -- JSON string[]
);

-- 论语, 孟子, 大学, 中庸, 蒙学, 古文观止, 幽梦影, 诗经, 楚辞: one row per chapter or piece.
CREATE TABLE texts (
  id INTEGER PRIMARY KEY,
  book TEXT NOT NULL,
  title TEXT NOT NULL,
  chapter TEXT,
  author TEXT,
  dynasty TEXT,
  content TEXT NOT NULL,
  notes TEXT,
  difficulty INTEGER NOT NULL,
  py_key TEXT NOT NULL,
  py_initials TEXT NOT NULL,
  pinyin TEXT NOT NULL
);
`;

/**
 * Indexes, created after the bulk insert (cheaper than maintaining them row by row). Every index
 * ends in the rowid (= id), so equal keys come out in ranking order, and the initials index also
 * holds py_key so "initials match but key does not" is answered from the index alone. The
 * head1/head2 indexes (first one / two characters of the headword or title) give the entries
 * starting with a one- or two-character query in id order, so a page of them stops at LIMIT
 * instead of sorting thousands of titles (次韵… starts 11k poems in the full set).
 */
export const INDEXES_SQL = `
CREATE INDEX words_word ON words(word);
CREATE INDEX words_py ON words(py_key);
CREATE INDEX words_ini ON words(py_initials, py_key);
CREATE INDEX idioms_idiom ON idioms(idiom);
CREATE INDEX idioms_py ON idioms(py_key);
CREATE INDEX idioms_ini ON idioms(py_initials, py_key);
CREATE INDEX poems_title ON poems(title);
CREATE INDEX poems_py ON poems(py_key);
CREATE INDEX poems_ini ON poems(py_initials, py_key);
CREATE INDEX poems_dynasty ON poems(dynasty);
CREATE INDEX texts_title ON texts(title);
CREATE INDEX texts_py ON texts(py_key);
CREATE INDEX texts_ini ON texts(py_initials, py_key);
CREATE INDEX texts_difficulty ON texts(difficulty);
CREATE INDEX words_head1 ON words(substr(word, 1, 1));
CREATE INDEX words_head2 ON words(substr(word, 1, 2));
CREATE INDEX idioms_head1 ON idioms(substr(idiom, 1, 1));
CREATE INDEX idioms_head2 ON idioms(substr(idiom, 1, 2));
CREATE INDEX poems_head1 ON poems(substr(title, 1, 1));
CREATE INDEX poems_head2 ON poems(substr(title, 1, 2));
CREATE INDEX texts_head1 ON texts(substr(title, 1, 1));
CREATE INDEX texts_head2 ON texts(substr(title, 1, 2));
`;

/**
 * A pair of characters gets a term_counts row when some count reaches this, so a pair without
 * one is counted live over at most this many doclist or index entries.
 */
export const TERM_COUNT_THRESHOLD = 64;

/**
 * Full-text indexes, contentless (only rowids come back; rows are read from the tables above).
 * Every collection has a bigram copy (*_bi: "床前明月光" → 床前 前明 明月 月光), where a query of
 * n ≥ 2 characters is a phrase of n-1 bigrams with short doclists, and a unigram copy for
 * one-character queries: for words and idioms the headword with a space between characters
 * (words_fts, idioms_fts), for poems and texts a positions-free copy of their distinct characters
 * (*_uni, detail=none).
 */
export const FTS_SQL = `
CREATE VIRTUAL TABLE words_fts USING fts5(word, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE idioms_fts USING fts5(idiom, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE words_bi USING fts5(word, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE idioms_bi USING fts5(idiom, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE poems_bi USING fts5(title, author, content, note, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE poems_uni USING fts5(chars, content='', columnsize=0, detail=none, tokenize='unicode61');
CREATE VIRTUAL TABLE texts_bi USING fts5(title, book, content, content='', columnsize=0, tokenize='unicode61');
CREATE VIRTUAL TABLE texts_uni USING fts5(chars, content='', columnsize=0, detail=none, tokenize='unicode61');
`;

/** The FTS tables, for 'optimize' after the build. */
export const FTS_TABLES = ["words_fts", "idioms_fts", "words_bi", "idioms_bi", "poems_bi", "poems_uni", "texts_bi", "texts_uni"] as const;

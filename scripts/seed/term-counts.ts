import type { Database } from "bun:sqlite";
import { TERM_COUNT_THRESHOLD } from "../../db/dictionary/schema.ts";
import { bigramsForIndex, distinctCharsForIndex, isHanCodePoint } from "../../src/modules/dictionary/text.ts";

/** term_counts columns, in table order after `term`. */
const COLUMNS = [
  "words", "idioms", "poems", "classical_poems", "texts",
  "words_head", "idioms_head", "poems_head", "classical_poems_head", "texts_head",
] as const;
type Column = (typeof COLUMNS)[number];
const SLOT = Object.fromEntries(COLUMNS.map((c, i) => [c, i])) as Record<Column, number>;

type Str = string | null | undefined;

/** True for a string of exactly `n` Han characters. */
function isHanTerm(term: string, n: number): boolean {
  let k = 0;
  for (const ch of term) {
    if (!isHanCodePoint(ch.codePointAt(0)!)) return false;
    k++;
  }
  return k === n;
}

/** Distinct two-character tokens of a text's bigram index copy (each field is split on its own). */
function fieldPairs(out: Set<string>, ...fields: Str[]): Set<string> {
  for (const f of fields) for (const t of bigramsForIndex(f).split(" ")) if (isHanTerm(t, 2)) out.add(t);
  return out;
}

const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/**
 * Fills term_counts (see db/dictionary/schema.ts) once the FTS tables and the head indexes exist.
 * Counts come from the indexes themselves (fts5vocab: rows per token, which is what a one-token
 * phrase matches), from the same index copies of the texts for the classical poems (an id range,
 * which fts5vocab cannot restrict), and from GROUP BY over the head indexes. The seed tests
 * compare every row with counting live.
 */
export function buildTermCounts(db: Database, classicalMax: number): number {
  const T = TERM_COUNT_THRESHOLD;
  const rows = new Map<string, number[]>();
  const row = (term: string) => {
    let r = rows.get(term);
    if (!r) rows.set(term, (r = new Array<number>(COLUMNS.length).fill(0)));
    return r;
  };

  // Tokens → rows containing them, straight from the FTS indexes.
  const vocab = (table: string, keep: (term: string, doc: number) => boolean) => {
    const name = `temp.${table}_vocab`;
    db.exec(`CREATE VIRTUAL TABLE ${name} USING fts5vocab(main, ${table}, 'row')`);
    const out = new Map<string, number>();
    for (const r of db.query(`SELECT term, doc FROM ${name}`).iterate() as IterableIterator<{ term: string; doc: number }>) {
      if (keep(r.term, r.doc)) out.set(r.term, r.doc);
    }
    db.exec(`DROP TABLE ${name}`);
    return out;
  };
  const single = (term: string) => isHanTerm(term, 1);

  // One character: every character in any index.
  const chars: [string, Column][] = [["words_fts", "words"], ["idioms_fts", "idioms"], ["poems_uni", "poems"], ["texts_uni", "texts"]];
  for (const [table, column] of chars) for (const [term, doc] of vocab(table, single)) row(term)[SLOT[column]] = doc;

  // Classical poems are an id range of poems_uni/poems_bi, which fts5vocab cannot restrict:
  // count them from the same index copies the seed made of them.
  const classicalPairs = new Map<string, number>();
  for (const p of db.query("SELECT title, author, content, shangxi FROM poems WHERE id <= ?").iterate(classicalMax) as IterableIterator<Record<string, Str>>) {
    const text = distinctCharsForIndex(p.title, p.author, p.content, p.shangxi);
    if (text) for (const c of text.split(" ")) row(c)[SLOT.classical_poems]++;
    for (const pair of fieldPairs(new Set(), p.title, p.author, p.content, p.shangxi)) bump(classicalPairs, pair);
  }

  // Heads: entries whose headword/title starts with one or two characters (from the head indexes).
  const heads = [
    ["words", "word", "words_head", null],
    ["idioms", "idiom", "idioms_head", null],
    ["poems", "title", "poems_head", "classical_poems_head"],
    ["texts", "title", "texts_head", null],
  ] as const;
  const headRuns = new Map<string, Map<string, { n: number; k: number }>>();
  for (const [table, head, column] of heads) {
    for (const n of [1, 2] as const) {
      const sql = `SELECT substr(${head}, 1, ${n}) AS t, count(*) AS n, sum(id <= ?) AS k FROM ${table} GROUP BY substr(${head}, 1, ${n})`;
      const runs = new Map<string, { n: number; k: number }>();
      for (const r of db.query(sql).all(classicalMax) as { t: string; n: number; k: number }[]) if (isHanTerm(r.t, n)) runs.set(r.t, r);
      headRuns.set(`${column}${n}`, runs);
    }
  }
  const fillHeads = (term: string, r: number[], n: 1 | 2) => {
    for (const [, , column, classical] of heads) {
      const run = headRuns.get(`${column}${n}`)!.get(term);
      if (!run) continue;
      r[SLOT[column]] = run.n;
      if (classical) r[SLOT[classical]] = run.k;
    }
  };
  for (const [t, r] of rows) fillHeads(t, r, 1);

  // Two characters: a bigram token of the *_bi indexes (a one-token phrase there), kept when some
  // count reaches the threshold; a kept pair gets every column. (Classical poems and title runs
  // never exceed all poems and their head2 runs, which are checked.)
  const pairs = new Map<string, number[]>();
  const pair = (term: string) => {
    let r = pairs.get(term);
    if (!r) pairs.set(term, (r = new Array<number>(COLUMNS.length).fill(0)));
    return r;
  };
  for (const [key, runs] of headRuns) if (key.endsWith("2")) for (const [t, run] of runs) if (run.n >= T) pair(t);
  const bigrams = (table: string) => vocab(table, (t) => isHanTerm(t, 2));
  const wordPairs = bigrams("words_bi");
  const idiomPairs = bigrams("idioms_bi");
  const textPairs = bigrams("texts_bi");
  for (const m of [wordPairs, idiomPairs, textPairs]) for (const [t, doc] of m) if (doc >= T) pair(t);
  // poems_bi has millions of tokens: only the long ones and those already kept are read.
  const poemPairs = vocab("poems_bi", (t, doc) => (doc >= T || pairs.has(t)) && isHanTerm(t, 2));
  for (const [t, doc] of poemPairs) if (doc >= T) pair(t);
  for (const [t, r] of pairs) {
    r[SLOT.words] = wordPairs.get(t) ?? 0;
    r[SLOT.idioms] = idiomPairs.get(t) ?? 0;
    r[SLOT.poems] = poemPairs.get(t) ?? 0;
    r[SLOT.classical_poems] = classicalPairs.get(t) ?? 0;
    r[SLOT.texts] = textPairs.get(t) ?? 0;
    fillHeads(t, r, 2);
    rows.set(t, r);
  }

  const insert = db.prepare(`INSERT INTO term_counts VALUES (?${",?".repeat(COLUMNS.length)})`);
  db.transaction(() => {
    for (const [t, r] of [...rows].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) insert.run(t, ...r);
  })();
  insert.finalize();
  return rows.size;
}

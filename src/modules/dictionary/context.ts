import type { Database } from "bun:sqlite";

/** Per-handle facts read once: the classical poems' id range, the t2s map, the schema's features. */
export type DictContext = {
  /** Poems with id ≤ this are the classical poems. */
  classicalMax: number;
  /** Converts traditional characters to simplified, character by character. */
  toSimplified: (text: string) => string;
  /**
   * True for schema 2 files, which have term_counts, the head1/head2 indexes and bigram copies of
   * words and idioms: searches then read counts instead of walking doclists. A schema 1 file is
   * still served as before. Tests switch it off to compare both paths on one file.
   */
  precomputed: boolean;
};

const contexts = new WeakMap<Database, DictContext>();

/**
 * The context of a dictionary handle, built on first use. The t2s map (≈3,200 rows) is loaded
 * into memory once, so a query is converted without opencc-js, which is not a runtime dependency.
 */
export function dictContext(db: Database): DictContext {
  let ctx = contexts.get(db);
  if (ctx) return ctx;
  const meta = new Map((db.query("SELECT key, value FROM meta").all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));
  const t2s = new Map((db.query("SELECT trad, simp FROM t2s").all() as { trad: string; simp: string }[]).map((r) => [r.trad, r.simp]));
  ctx = {
    classicalMax: Number(meta.get("classical_max") ?? 0),
    precomputed: Number(meta.get("schema_version") ?? 0) >= 2,
    toSimplified: (text) => {
      let out = "";
      for (const ch of text) out += t2s.get(ch) ?? ch;
      return out;
    },
  };
  contexts.set(db, ctx);
  return ctx;
}

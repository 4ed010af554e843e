import { readFileSync } from "node:fs";
import { hanChars } from "../../src/modules/dictionary/text.ts";
import { parseDefinition, type Definition } from "./definitions.ts";
import type { HanziData } from "./hanzi-data.ts";
import type { PinyinMaker, PinyinKeys } from "./pinyin.ts";
import type { Sources } from "./sources.ts";

/** A word or idiom row, ready to insert. */
export type WordEntry = PinyinKeys &
  Definition & {
    id: number;
    headword: string;
    gloss: string | null;
    freq: number;
    common: boolean;
  };

/** The first `JSON.parse('…')` literal of a cnchar plugin bundle: its word list or dictionary. */
export function bundleData<T>(sources: Sources, pkg: string, file: string): T {
  const src = readFileSync(sources.path(pkg, file), "utf8");
  const m = /JSON\.parse\('((?:[^'\\]|\\.)*)'\)/.exec(src);
  if (!m) throw new Error(`${pkg}: no embedded data found in ${file} (package layout changed?)`);
  return JSON.parse(m[1].replace(/\\'/g, "'").replace(/\\\\/g, "\\")) as T;
}

/** cnchar-poly's polyphone phrases with their checked readings (逃难 → "táo nàn"). */
export function loadPolyPhrases(sources: Sources): Map<string, string> {
  return new Map(Object.entries(bundleData<Record<string, string>>(sources, "cnchar-poly", "cnchar.poly.min.js")));
}

/** cnchar-data's definitions, one file per first character, read on demand and cached. */
export class Explanations {
  private readonly files = new Map<string, Record<string, string>>();
  constructor(private readonly sources: Sources) {}

  /** The raw definition of a headword, or undefined. */
  get(headword: string): string | undefined {
    const first = [...headword][0];
    return first ? this.file(first)[headword] : undefined;
  }

  /** Every headword → definition of one first character. */
  file(first: string): Record<string, string> {
    let entries = this.files.get(first);
    if (!entries) {
      const rel = `explanation/${first}.json`;
      entries = this.sources.jsonOr<Record<string, string>>("cnchar-data", rel, {});
      this.files.set(first, entries);
    }
    return entries;
  }

  /** Every file's first character (full mode walks them all). */
  allFirstChars(): string[] {
    return this.sources.list("cnchar-data", "explanation").filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5));
  }
}

/**
 * A headword worth keeping: 2-12 Han characters and nothing else (drops scraper garbage); with
 * `clauses`, also two-part sayings like 八仙过海，各显神通 (cnchar-idiom has 549 of them).
 */
export function isCleanHeadword(word: string, clauses = false): boolean {
  const chars = hanChars(word);
  if (chars.length < 2 || chars.length > (clauses ? 16 : 12)) return false;
  return clauses ? /^\p{Script=Han}+(?:[，、]\p{Script=Han}+)*$/u.test(word) : chars.join("") === word;
}

type Ctx = { hanzi: HanziData; pinyin: PinyinMaker; explanations: Explanations };

function entry(ctx: Ctx, headword: string, common: boolean, idiom: boolean, raw = ctx.explanations.get(headword)): Omit<WordEntry, "id"> {
  return {
    headword,
    ...ctx.pinyin.keys(headword),
    ...parseDefinition(raw, headword, { idiom }),
    gloss: ctx.hanzi.wordGloss.get(headword) ?? null,
    freq: ctx.hanzi.wordFreq.get(headword) ?? 0,
    common,
  };
}

/** Most frequent first; the source order breaks ties so ids are deterministic. */
function byFrequency<T extends { freq: number }>(rows: T[]): T[] {
  return rows.map((r, i) => ({ r, i })).sort((a, b) => b.r.freq - a.r.freq || a.i - b.i).map(({ r }) => r);
}

/**
 * Words: cnchar-words' common words (the compact set), then, with `full`, every other headword
 * cnchar-data defines. Idioms: all of cnchar-idiom. `keep` restricts both (fixture mode).
 */
export function loadWordsAndIdioms(
  sources: Sources,
  ctx: Ctx,
  opts: { full: boolean; keep?: (word: string) => boolean },
): { words: WordEntry[]; idioms: WordEntry[] } {
  const keep = opts.keep ?? (() => true);
  const idiomList = bundleData<{ a: string[] }>(sources, "cnchar-idiom", "cnchar.idiom.min.js").a;
  const idiomSet = new Set(idiomList);
  const idioms = byFrequency(
    [...new Set(idiomList)].filter((w) => isCleanHeadword(w, true) && keep(w)).map((w) => entry(ctx, w, true, true)),
  ).map((e, i) => ({ ...e, id: i + 1 }));

  const commonList = bundleData<{ dict: string }>(sources, "cnchar-words", "cnchar.words.min.js").dict.split(/\s+/);
  const common = [...new Set(commonList)].filter((w) => isCleanHeadword(w) && !idiomSet.has(w) && keep(w));
  const commonSet = new Set(common);
  const words = byFrequency(common.map((w) => entry(ctx, w, true, false)));
  if (opts.full) {
    const extra: Omit<WordEntry, "id">[] = [];
    for (const first of ctx.explanations.allFirstChars()) {
      for (const [w, raw] of Object.entries(ctx.explanations.file(first))) {
        if (commonSet.has(w) || idiomSet.has(w) || !raw || !isCleanHeadword(w) || !keep(w)) continue;
        commonSet.add(w);
        extra.push(entry(ctx, w, false, false, raw));
      }
    }
    words.push(...byFrequency(extra));
  }
  return { words: words.map((e, i) => ({ ...e, id: i + 1 })), idioms };
}

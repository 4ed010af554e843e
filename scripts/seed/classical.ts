import { hanChars } from "../../src/modules/dictionary/text.ts";
import { cleanPoemLines } from "./clean.ts";
import { poemDifficulty, poemKey, splitDynastyAuthor, type PoemCtx, type PoemEntry } from "./poem-common.ts";

/** A poem as read from one curated collection, before merging. */
type Curated = {
  title: string;
  dynasty: string;
  author: string;
  lines: string[];
  tags: string[];
  source: string;
  /** "author|title" as the source spells it: the rank files use the same script. */
  rankKey?: string;
  shangxi?: string | null;
  remark?: string[];
};

type RawPoem = Record<string, any>;

/**
 * The curated classical poems: 唐诗三百首 (both chinese-poetry editions, for their topic and form
 * tags), 宋词三百首, 千家诗, 花间集 and 南唐二主词 (with notes), 水墨唐诗 (its prologue is the
 * appreciation). A poem in several collections becomes one entry with all their tags. Ids follow
 * popularity, most popular first.
 */
export function loadClassicalPoems(ctx: PoemCtx): { poems: PoemEntry[]; keys: Set<string> } {
  const { sources, simplify } = ctx;
  const cp = <T>(rel: string, fallback: T) => sources.jsonOr<T>("chinese-poetry", `dist/${rel}`, fallback);
  const all: Curated[] = [];
  const trad = (p: Omit<Curated, "title" | "author" | "lines"> & { title: string; author: string; lines: string[] }): Curated => ({
    ...p,
    rankKey: `${p.author}|${p.title}`,
    title: simplify(p.title),
    author: simplify(p.author),
    lines: p.lines.map(simplify),
    tags: p.tags.map(simplify),
  });

  for (const p of cp<RawPoem[]>("quantangshi/唐诗三百首.json", [])) {
    all.push(trad({ title: p.title, author: p.author, dynasty: "唐", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: p.tags ?? [], source: "唐诗三百首" }));
  }
  for (const group of cp<{ content?: RawPoem[] }>("mengxue/tangshisanbaishou.json", {}).content ?? []) {
    for (const p of group.content ?? []) {
      all.push(trad({ title: p.chapter, author: p.author, dynasty: "唐", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: ["唐诗三百首", group.type], source: "唐诗三百首" }));
    }
  }
  for (const p of cp<RawPoem[]>("songci/宋词三百首.json", [])) {
    all.push({ title: p.rhythmic, author: p.author, dynasty: "宋", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: p.tags ?? ["宋词三百首"], source: "宋词三百首" });
  }
  for (const group of cp<{ content?: RawPoem[] }>("mengxue/qianjiashi.json", {}).content ?? []) {
    for (const p of group.content ?? []) {
      const { dynasty, author } = splitDynastyAuthor(simplify(p.author ?? ""), "唐");
      all.push(trad({ title: p.chapter, author, dynasty, lines: cleanPoemLines(p.paragraphs, ctx.described), tags: ["千家诗", group.type], source: "千家诗" }));
    }
  }
  const huajian = sources.list("chinese-poetry", "dist/wudaishici/huajianji").filter((f) => f.includes("-juan"));
  for (const file of huajian) {
    for (const p of cp<RawPoem[]>(`wudaishici/huajianji/${file}`, [])) {
      all.push({ title: p.title ?? p.rhythmic, author: p.author, dynasty: "五代", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: ["花间集"], source: "花间集", remark: p.notes ?? [] });
    }
  }
  for (const p of cp<RawPoem[]>("wudaishici/nantang/poetrys.json", [])) {
    all.push({ title: p.title ?? p.rhythmic, author: p.author, dynasty: "五代", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: ["南唐二主词"], source: "南唐二主词", remark: p.notes ?? [] });
  }
  for (const p of cp<RawPoem[]>("shuimotangshi/shuimotangshi.json", [])) {
    all.push({ title: p.title, author: p.author, dynasty: "唐", lines: cleanPoemLines(p.paragraphs, ctx.described), tags: ["水墨唐诗"], source: "水墨唐诗", shangxi: cleanProse(p.prologue) });
  }

  const merged = new Map<string, PoemEntry>();
  const byTitle = new Map<string, PoemEntry>();
  const votes = new Map<PoemEntry, Map<string, { content: string; n: number }>>();
  const vote = (entry: PoemEntry, content: string) => {
    const v = votes.get(entry) ?? new Map<string, { content: string; n: number }>();
    const han = hanChars(content).join("");
    const had = v.get(han);
    v.set(han, { content: had?.content ?? content, n: (had?.n ?? 0) + 1 });
    votes.set(entry, v);
  };
  for (const c of all) {
    if (c.lines.length === 0) continue;
    const content = c.lines.join("\n");
    const key = poemKey(c.author, content);
    const remark = (c.remark ?? []).map(cleanNote).filter(Boolean).join("\n") || null;
    // Editions differ in a few characters (静夜思: 床前看月光 / 床前明月光): same author and title
    // with mostly the same text is the same poem.
    const sameTitle = byTitle.get(`${c.author}|${c.title}`);
    const found = merged.get(key) ?? (sameTitle && similar(sameTitle.content, content) ? sameTitle : undefined);
    if (found) {
      for (const t of c.tags) if (t && !found.tags.includes(t)) found.tags.push(t);
      if (!found.source.includes(c.source)) found.source.push(c.source);
      found.shangxi ??= c.shangxi ?? null;
      found.remark ??= remark;
      vote(found, content);
      merged.set(key, found);
      continue;
    }
    const entry: PoemEntry = {
      id: 0,
      title: c.title.trim(),
      dynasty: c.dynasty,
      author: c.author.trim() || "佚名",
      content,
      popularity: ctx.popularity.get(c.rankKey ?? `${c.author}|${c.title}`) ?? 0,
      difficulty: poemDifficulty(content, ctx.charLevel),
      source: [c.source],
      classical: true,
      translation: null,
      shangxi: c.shangxi ?? null,
      remark,
      tags: c.tags.filter(Boolean),
    };
    merged.set(key, entry);
    byTitle.set(`${c.author}|${c.title}`, entry);
    vote(entry, content);
  }
  // The text most collections agree on wins (the first one on a tie): 唐诗三百首's 全唐诗-based
  // edition has 床前看月光, two other collections the 床前明月光 every child learns.
  for (const [entry, v] of votes) {
    const best = [...v.values()].reduce((a, b) => (b.n > a.n ? b : a));
    entry.content = best.content;
  }
  const poems = [...votes.keys()]
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.popularity - a.p.popularity || a.i - b.i)
    .map(({ p }, i) => ({ ...p, id: i + 1 }));
  // Every edition's key marks the poem as seen, so --full skips 全唐诗's copy of it.
  const keys = new Set(merged.keys());
  for (const p of poems) keys.add(poemKey(p.author, p.content));
  return { poems, keys };
}

/** Same length (±2) and at least 70% of the characters equal position by position. */
function similar(a: string, b: string): boolean {
  const x = hanChars(a);
  const y = hanChars(b);
  if (Math.abs(x.length - y.length) > 2 || x.length === 0) return false;
  let same = 0;
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] === y[i]) same++;
  return same / Math.max(x.length, y.length) >= 0.7;
}

/** 水墨唐诗 prologues use ideographic spaces as paragraph breaks. */
function cleanProse(text: unknown): string | null {
  if (typeof text !== "string") return null;
  const t = text.replace(/\s*\u3000+\s*/g, "\n").replace(/\n{2,}/g, "\n").trim();
  return t || null;
}

/** "1.小山--写女子的隔夜残妆。" → "小山：写女子的隔夜残妆。" */
function cleanNote(note: unknown): string {
  if (typeof note !== "string") return "";
  return note.replace(/^\s*\d+[.．、]\s*/, "").replace(/--/, "：").trim();
}

import { hanChars } from "../../src/modules/dictionary/text.ts";
import type { PinyinMaker } from "./pinyin.ts";
import type { Simplify } from "./simplify.ts";
import type { Sources } from "./sources.ts";

/** A poem row (classical fields stay null for the full corpora). */
export type PoemEntry = {
  id: number;
  title: string;
  dynasty: string;
  author: string;
  content: string;
  popularity: number;
  difficulty: number;
  source: string[];
  classical: boolean;
  translation: string | null;
  shangxi: string | null;
  remark: string | null;
  tags: string[];
};

/** Chronological order of dynasties, for the classical poem list's "sort by dynasty". */
export const DYNASTY_ORDER = ["先秦", "汉", "魏晋", "南北朝", "隋", "唐", "五代", "宋", "金", "元", "明", "清", "近现代"];

/** Position of a dynasty in DYNASTY_ORDER (unknown ones sort last). */
export function dynastyOrder(dynasty: string): number {
  const i = DYNASTY_ORDER.indexOf(dynasty);
  return i < 0 ? 99 : i + 1;
}

/** What the poem loaders share: simplification, pinyin, popularity and character levels. */
export type PoemCtx = {
  sources: Sources;
  simplify: Simplify;
  pinyin: PinyinMaker;
  described: ReadonlyMap<string, string>;
  /** Popularity by "author|title" as the rank files spell it, from chinese-poetry's rank/ counts. */
  popularity: ReadonlyMap<string, number>;
  /** Character → frequency level 0-5 (for difficulty). */
  charLevel: ReadonlyMap<string, number>;
};

/** Identity of a poem across collections: author plus its first 10 Han characters. */
export function poemKey(author: string, content: string): string {
  return `${author}|${hanChars(content).slice(0, 10).join("")}`;
}

/**
 * Difficulty 1 入门 / 2 进阶 / 3 挑战: by length (≤40 Han characters, ≤120, longer), one step
 * harder when more than 8% of its characters are rare (frequency level ≤ 1 or unlisted).
 */
export function poemDifficulty(content: string, charLevel: ReadonlyMap<string, number>): number {
  const chars = hanChars(content);
  if (chars.length === 0) return 1;
  const base = chars.length <= 40 ? 1 : chars.length <= 120 ? 2 : 3;
  const rare = chars.filter((c) => (charLevel.get(c) ?? 0) <= 1).length / chars.length;
  return Math.min(3, base + (rare > 0.08 ? 1 : 0));
}

/**
 * A search-popularity score from chinese-poetry's rank/ files (hit counts on baidu, so360, bing,
 * bing_en, google): 1000 × the mean of log10(1 + count), so one noisy engine cannot dominate.
 */
export function popularityScore(rank: Record<string, unknown> | undefined): number {
  if (!rank) return 0;
  const counts = ["baidu", "so360", "bing", "bing_en", "google"].map((k) => Number(rank[k])).filter((n) => Number.isFinite(n) && n >= 0);
  if (counts.length === 0) return 0;
  return Math.round((1000 * counts.reduce((s, n) => s + Math.log10(1 + n), 0)) / counts.length);
}

/**
 * Reads every rank file into "author|title" → popularity (ci use their rhythmic). Keys keep the
 * rank files' script (traditional for 全唐诗/全宋诗), matching the traditional sources they rank.
 */
export function loadPopularity(sources: Sources): Map<string, number> {
  const map = new Map<string, number>();
  for (const [dir, titleKey] of [["rank/poet", "title"], ["rank/ci", "rhythmic"]] as const) {
    for (const file of sources.list("chinese-poetry", `dist/${dir}`)) {
      const rows = sources.json<Record<string, unknown>[]>("chinese-poetry", `dist/${dir}/${file}`);
      for (const r of rows) {
        const key = `${r.author}|${r[titleKey]}`;
        const score = popularityScore(r);
        if (score > (map.get(key) ?? -1)) map.set(key, score);
      }
    }
  }
  return map;
}

/** 全唐诗's {…} descriptions of unencoded characters → the character (first candidate). */
export function loadDescribedChars(sources: Sources): Map<string, string> {
  const raw = sources.jsonOr<Record<string, { font: string }[]>>("chinese-poetry", "dist/quantangshi/表面结构字.json", {});
  const map = new Map<string, string>();
  for (const [desc, fonts] of Object.entries(raw)) if (fonts[0]?.font) map.set(desc, fonts[0].font);
  return map;
}

/** "（唐）孟浩然" / "先秦：左丘明 " → { dynasty: "唐", author: "孟浩然" }. */
export function splitDynastyAuthor(raw: string | undefined, fallbackDynasty: string): { dynasty: string; author: string } {
  const text = (raw ?? "").trim();
  const m = /^[（(]([^）)]+)[）)]\s*(.*)$/.exec(text) ?? /^([^：:]{1,4})[：:]\s*(.*)$/.exec(text);
  if (m) return { dynasty: normaliseDynasty(m[1]), author: m[2].trim() || "佚名" };
  return { dynasty: fallbackDynasty, author: text || "佚名" };
}

/** Collapses spellings of a dynasty to the names in DYNASTY_ORDER. */
export function normaliseDynasty(d: string): string {
  const t = d.trim();
  if (/^(周|春秋|战国|先秦|秦)/.test(t)) return "先秦";
  if (/汉/.test(t)) return "汉";
  if (/^(魏|晋|三国)/.test(t)) return "魏晋";
  if (/^(南北朝|南朝|北朝|宋齐|梁|陈|北魏|北齐|北周)/.test(t)) return "南北朝";
  if (/五代|南唐|后蜀/.test(t)) return "五代";
  for (const name of ["隋", "唐", "宋", "金", "元", "明", "清"]) if (t.startsWith(name)) return name;
  if (/近|现代|民国/.test(t)) return "近现代";
  return t || "未知";
}

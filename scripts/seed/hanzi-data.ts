import { splitTone } from "../../src/modules/dictionary/pinyin.ts";
import type { Sources } from "./sources.ts";

/** What the seed takes from the `hanzi` package: CC-CEDICT glosses and two frequency lists. */
export type HanziData = {
  /** char → "base+tone" (e.g. "ming2") → English gloss. */
  charGloss: Map<string, Map<string, string>>;
  /** Simplified word → English gloss. */
  wordGloss: Map<string, string>;
  /** char → Jun Da rank (1 = most frequent). */
  jundaRank: Map<string, number>;
  /** Word → count in the Leiden corpus list. */
  wordFreq: Map<string, number>;
};

/** "ming2" / "lu:4" / "Ming2" → "ming2" / "lv4": the key glosses are matched on. */
export function readingKey(syllable: string): string {
  const { base, tone } = splitTone(syllable.replace(/u:/gi, "v"));
  return `${base}${tone}`;
}

/** Reads hanzi's data modules as text (the package itself is not loaded). */
export function loadHanziData(sources: Sources): HanziData {
  const charGloss = new Map<string, Map<string, string>>();
  const wordGloss = new Map<string, string>();
  const properWordGloss = new Map<string, string>();
  const line = /^(\S+) (\S+) \[([^\]]+)\] \/(.*)\/\s*$/;
  for (const row of sources.hanziData("cedict_ts.u8.js").split("\n")) {
    if (row.startsWith("#")) continue;
    const m = line.exec(row);
    if (!m) continue;
    const [, , simp, py, defs] = m;
    const gloss = shortenGloss(defs);
    if (!gloss) continue;
    const proper = /^[A-Z]/.test(py);
    if ([...simp].length === 1) {
      const key = readingKey(py);
      const byReading = charGloss.get(simp) ?? new Map<string, string>();
      // A surname or place-name entry only fills a reading nothing else describes.
      if (!proper || !byReading.has(key)) byReading.set(key, gloss);
      charGloss.set(simp, byReading);
    } else if (proper) {
      if (!properWordGloss.has(simp)) properWordGloss.set(simp, gloss);
    } else if (!wordGloss.has(simp)) {
      wordGloss.set(simp, gloss);
    }
  }
  for (const [w, g] of properWordGloss) if (!wordGloss.has(w)) wordGloss.set(w, g);

  const jundaRank = new Map<string, number>();
  for (const row of sources.hanziData("frequencyjunda.txt.js").split("\n")) {
    const [rank, char] = row.split("\t");
    if (char && /^\d+$/.test(rank) && !jundaRank.has(char)) jundaRank.set(char, Number(rank));
  }

  const wordFreq = new Map<string, number>();
  for (const row of sources.hanziData("leidenfreqdata.txt.js").split("\n")) {
    const comma = row.lastIndexOf(",");
    if (comma <= 0) continue;
    const count = Number(row.slice(comma + 1));
    if (Number.isFinite(count)) wordFreq.set(row.slice(0, comma), count);
  }
  return { charGloss, wordGloss, jundaRank, wordFreq };
}

/** The first few senses of a CC-CEDICT entry, without classifiers ("CL:个[ge4]"). */
function shortenGloss(defs: string): string {
  return defs
    .split("/")
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith("CL:"))
    .slice(0, 4)
    .join("; ");
}

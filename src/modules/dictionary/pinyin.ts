/**
 * Pinyin normalisation shared by the seed (which stores keys) and the search service (which parses
 * queries). Keys are lower-case ASCII: tone marks stripped and ü written as v, so "lǜ sè" → "lvse".
 */

const MARKED: Record<string, [string, number]> = {};
for (const [base, marks] of [
  ["a", "āáǎà"],
  ["e", "ēéěè"],
  ["i", "īíǐì"],
  ["o", "ōóǒò"],
  ["u", "ūúǔù"],
  ["v", "ǖǘǚǜ"],
] as const) {
  [...marks].forEach((m, i) => {
    MARKED[m] = [base, i + 1];
    MARKED[m.toUpperCase()] = [base, i + 1];
  });
}
// Combining marks (a + U+0304…) appear when text was NFD-normalised somewhere along the way.
const COMBINING: Record<string, number> = { "\u0304": 1, "\u0301": 2, "\u030c": 3, "\u0300": 4 };

/** A syllable's toneless ASCII form (ü → v) and tone 1-4, or 0 for the neutral tone. */
export function splitTone(syllable: string): { base: string; tone: number } {
  let base = "";
  let tone = 0;
  for (const ch of syllable.normalize("NFC")) {
    const marked = MARKED[ch];
    if (marked) {
      base += marked[0];
      tone = marked[1];
    } else if (COMBINING[ch]) {
      tone = COMBINING[ch];
    } else if (ch === "ü" || ch === "Ü") {
      base += "v";
    } else if (/[1-5]/.test(ch)) {
      tone = ch === "5" ? 0 : Number(ch);
    } else if (/[a-zA-Z]/.test(ch)) {
      base += ch.toLowerCase();
    }
  }
  return { base, tone };
}

/** The toneless search key of a list of syllables: "míng", "yuè" → "mingyue". */
export function pinyinKey(syllables: readonly string[]): string {
  return syllables.map((s) => splitTone(s).base).join("");
}

/** The initials key of a list of syllables: first letter of each, so 静夜思 → "jys". */
export function pinyinInitials(syllables: readonly string[]): string {
  return syllables.map((s) => splitTone(s).base.charAt(0)).join("");
}

/** Converts a numbered syllable ("lv4", "de") to its marked form ("lǜ", "de"). */
export function numberedToMarked(numbered: string): string {
  const m = /^([a-zü:v]+)([0-5]?)$/i.exec(numbered.trim());
  if (!m) return numbered;
  let base = m[1].toLowerCase().replace("u:", "ü").replace("v", "ü");
  const tone = Number(m[2] || 0);
  if (tone < 1 || tone > 4) return base;
  // Standard placement: a or e takes the mark; in "ou" the o; otherwise the last vowel.
  const idx = /a|e/.test(base)
    ? base.search(/a|e/)
    : base.includes("ou")
      ? base.indexOf("o")
      : Math.max(...["i", "o", "u", "ü"].map((v) => base.lastIndexOf(v)));
  if (idx < 0) return base;
  const vowel = base[idx] === "ü" ? "v" : base[idx];
  const mark = Object.entries(MARKED).find(([m2, [b, t]]) => b === vowel && t === tone && m2 === m2.toLowerCase())?.[0];
  return mark ? base.slice(0, idx) + mark + base.slice(idx + 1) : base;
}

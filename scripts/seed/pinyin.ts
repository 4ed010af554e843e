import { pinyin as pinyinPro } from "pinyin-pro";
import { pinyinInitials, pinyinKey, splitTone } from "../../src/modules/dictionary/pinyin.ts";
import { hanChars } from "../../src/modules/dictionary/text.ts";

/** Tone-marked pinyin of a headword or title, with its search keys. */
export type PinyinKeys = { pinyin: string; key: string; initials: string };

/**
 * Word-level pinyin: cnchar-poly's hand-checked readings of polyphone phrases win (逃难 táo nàn),
 * then pinyin-pro's phrase-aware conversion without tone sandhi (一鸣惊人 yī, not yì), then the
 * character's primary reading for what pinyin-pro does not know (extension-B characters).
 */
export class PinyinMaker {
  constructor(
    private readonly polyPhrases: ReadonlyMap<string, string>,
    private readonly primaryReading: ReadonlyMap<string, string>,
  ) {}

  /** One tone-marked syllable per Han character of `text` ("" where none is known). */
  syllables(text: string): string[] {
    const chars = hanChars(text);
    if (chars.length === 0) return [];
    const joined = chars.join("");
    const poly = this.polyPhrases.get(joined);
    if (poly) {
      const parts = poly.split(/\s+/);
      if (parts.length === chars.length) return parts;
    }
    const out = pinyinPro(joined, { type: "array", toneSandhi: false }) as string[];
    if (out.length !== chars.length) return chars.map((c) => this.primaryReading.get(c) ?? "");
    return out.map((s, i) => (/^[a-zü\u0300-\u036f\u00c0-\u01dc]+$/i.test(s) && splitTone(s).base ? s : (this.primaryReading.get(chars[i]) ?? "")));
  }

  /** Display pinyin plus toneless key and initials for a headword or title. */
  keys(text: string): PinyinKeys {
    const syllables = this.syllables(text).filter(Boolean);
    return { pinyin: syllables.join(" "), key: pinyinKey(syllables), initials: pinyinInitials(syllables) };
  }
}

/** pinyin-pro's readings of one character, most common first. */
export function readingsByFrequency(char: string): string[] {
  const out = pinyinPro(char, { type: "array", multiple: true, toneSandhi: false }) as string[];
  return out.filter((s) => s !== char && splitTone(s).base.length > 0);
}

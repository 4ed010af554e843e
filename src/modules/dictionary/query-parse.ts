import { badRequest } from "../../lib/errors.ts";
import { splitTone } from "./pinyin.ts";
import { codePointLength, hanChars, hasHan } from "./text.ts";

/** Longest query accepted, in characters: a long poem line is ~30, a pasted stanza ~100. */
export const MAX_QUERY_LENGTH = 100;

/** A tone the user typed, attached to the letter position (in `key`) it was typed on. */
export type ToneConstraint = { at: number; tone: number };

/** What a search query turned out to be. */
export type ParsedQuery =
  /** Han text: `chars` are simplified Han characters, `text` their concatenation. */
  | { kind: "text"; text: string; chars: string[] }
  /** Pinyin: `key` is toneless ASCII ("mingyue"), `tones` the tones typed, if any. */
  | { kind: "pinyin"; key: string; tones: ToneConstraint[] }
  /** Nothing searchable (punctuation, symbols, Latin words that are not pinyin-shaped). */
  | { kind: "none" };

const SEPARATORS = /[\s'’\-·_.,，。]/;

/**
 * Cleans and classifies a raw query. Throws badRequest for blank or over-long input; anything
 * else (FTS operators, SQL, lone surrogates) is reduced to harmless Han characters or pinyin
 * letters, never passed through.
 */
export function parseQuery(raw: unknown, toSimplified: (text: string) => string): ParsedQuery {
  if (typeof raw !== "string") throw badRequest("请输入搜索内容");
  // toWellFormed replaces lone surrogates with U+FFFD, which then drops out as a non-Han symbol.
  const cleaned = raw.toWellFormed().replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (!cleaned) throw badRequest("请输入搜索内容");
  if (codePointLength(cleaned) > MAX_QUERY_LENGTH) {
    throw badRequest(`搜索内容不能超过${MAX_QUERY_LENGTH}个字符`);
  }
  if (hasHan(cleaned)) {
    const chars = hanChars(toSimplified(hanChars(cleaned).join("")));
    return { kind: "text", text: chars.join(""), chars };
  }
  return parsePinyin(cleaned);
}

/** Reads "míng yuè", "ming2yue4", "MingYue", "lü"/"lv"/"lu:" and "jys" into a key plus tones. */
export function parsePinyin(input: string): ParsedQuery {
  let key = "";
  const tones: ToneConstraint[] = [];
  const text = input.normalize("NFC").replaceAll("u:", "v").replaceAll("U:", "v");
  for (const ch of text) {
    if (SEPARATORS.test(ch)) continue;
    if (/[0-5]/.test(ch)) {
      // A tone number belongs to the syllable just typed; without one before it, it is noise.
      if (!key) return { kind: "none" };
      tones.push({ at: key.length - 1, tone: ch === "5" || ch === "0" ? 0 : Number(ch) });
      continue;
    }
    const { base, tone } = splitTone(ch);
    if (base.length !== 1 || !/^[a-z]$/.test(base)) return { kind: "none" };
    key += base;
    if (tone) tones.push({ at: key.length - 1, tone });
  }
  if (!key) return { kind: "none" };
  return { kind: "pinyin", key, tones };
}

/**
 * True when an entry's toned syllables agree with every tone the user typed. The query letters
 * are aligned with the entry's syllables by length, so spacing in the query does not matter.
 */
export function tonesMatch(syllables: readonly string[], tones: readonly ToneConstraint[]): boolean {
  if (tones.length === 0) return true;
  const spans: { end: number; tone: number }[] = [];
  let pos = 0;
  for (const s of syllables) {
    const { base, tone } = splitTone(s);
    pos += base.length;
    spans.push({ end: pos, tone });
  }
  return tones.every(({ at, tone }) => {
    const span = spans.find((s) => at < s.end);
    return span !== undefined && span.tone === tone;
  });
}

/**
 * Han-character helpers shared by the dictionary seed (which builds the FTS index) and the search
 * service (which queries it). Both sides must split text identically, so they live here, free of
 * any data package.
 */

/** True for a code point in the CJK ideograph blocks (BMP, extension A-H, compatibility) or 〇. */
export function isHanCodePoint(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x323af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    cp === 0x3007
  );
}

/** The Han characters of a string, in order (non-Han characters, punctuation and □ dropped). */
export function hanChars(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    if (isHanCodePoint(ch.codePointAt(0)!)) out.push(ch);
  }
  return out;
}

/** True when the string contains at least one Han character. */
export function hasHan(text: string): boolean {
  for (const ch of text) if (isHanCodePoint(ch.codePointAt(0)!)) return true;
  return false;
}

/**
 * The copy of a text that goes into FTS5: its Han characters separated by spaces, so the
 * unicode61 tokenizer makes every character a token and a multi-character query becomes a phrase.
 */
export function segmentForIndex(text: string | null | undefined): string {
  if (!text) return "";
  return hanChars(text).join(" ");
}

/**
 * The bigram copy of a text for the poem and text indexes: "床前明月光" → "床前 前明 明月 月光".
 * A query of n ≥ 2 characters is then a phrase of n-1 bigrams, whose doclists are far shorter
 * than those of single characters (明 is in 65k poems, 明月 in 5k). A one-character text keeps
 * its character so it is still found.
 */
export function bigramsForIndex(text: string | null | undefined): string {
  if (!text) return "";
  const chars = hanChars(text);
  if (chars.length === 1) return chars[0];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out.join(" ");
}

/** The distinct Han characters of some texts, space-separated (the unigram index stores no positions). */
export function distinctCharsForIndex(...texts: (string | null | undefined)[]): string {
  const set = new Set<string>();
  for (const t of texts) if (t) for (const c of hanChars(t)) set.add(c);
  return [...set].join(" ");
}

/** The FTS5 phrase matching `chars` (n ≥ 2) in a bigram index. */
export function ftsBigramPhrase(chars: readonly string[]): string {
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i] + chars[i + 1]);
  return ftsPhrase(grams);
}

/**
 * An FTS5 phrase for a list of Han characters. Each input is a single Han character (never a quote
 * or operator), and the phrase is double-quoted anyway, so user text can never become FTS syntax.
 */
export function ftsPhrase(chars: readonly string[]): string {
  // Tokens are Han characters or bigrams of them; the replace is belt and braces.
  return `"${chars.map((c) => c.replaceAll('"', '""')).join(" ")}"`;
}

/** Number of Unicode code points (what a reader counts as characters), not UTF-16 units. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The smallest string that sorts after every string starting with `prefix` (BINARY collation), so
 * `col >= prefix AND col < prefixEnd(prefix)` is an index range scan instead of a LIKE.
 */
export function prefixEnd(prefix: string): string {
  return prefix + "\u{10FFFF}";
}

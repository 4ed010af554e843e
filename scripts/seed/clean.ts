/**
 * Cleaning of the artefacts the data packages carry. cnchar-data's definitions were scraped with
 * half-width quotes, ﹑ ﹐ ． ◇ for 、 ， · 。后, "?" for characters the scraper could not encode,
 * opening quotes and colons stripped, and "1.… \n2.…" numbering; chinese-poetry's 全唐诗 has □ for
 * lost characters and {…} descriptions of characters outside Unicode's common blocks.
 */

const HAN = "\\p{Script=Han}";
const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳";
const FULL_WIDTH: Record<string, string> = { ";": "；", ",": "，", ":": "：", "!": "！" };

/** A sense number: ① for 1…20, then "21." and on. */
export function senseMarker(n: number): string {
  return n >= 1 && n <= CIRCLED.length ? CIRCLED[n - 1] : `${n}.`;
}

/**
 * Splits a cnchar-data definition into cleaned senses (numbering removed). `headword` replaces
 * the ～ that 现代汉语词典-style examples use for it.
 */
export function cleanDefinition(raw: string, headword?: string): string[] {
  let text = normalisePunctuation(raw);
  if (headword) text = text.replace(/～/g, headword);
  text = restoreQuotes(text);
  text = markUnknownChars(text);
  const parts = /^\s*1[.．]/.test(text) ? splitNumbered(text) : text.split(/\s*\n\s*|(?=[②-⑳])/);
  return parts
    .map((p) => p.replace(/^\s*(?:\d{1,2}[.．、]|[①-⑳]|\(\d{1,2}\))\s*/, "").trim())
    .filter((p) => p.length > 0);
}

/**
 * Splits "1.… \n2.… 3.…" at each next sense number in sequence. The number must follow a line
 * break, a space or a sentence end, so "0.5米" or a year inside a sense does not split it.
 */
function splitNumbered(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let n = 2; ; n++) {
    const re = new RegExp(`(?:\\s+|(?<=[。；;！？”」）)]))${n}[.．](?!\\d)`, "g");
    re.lastIndex = start + 1;
    const m = re.exec(text);
    if (!m) break;
    parts.push(text.slice(start, m.index));
    start = m.index + m[0].length - `${n}.`.length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Joins senses for display: one sense as is, several as "①…\n②…". */
export function joinSenses(senses: readonly string[]): string | null {
  if (senses.length === 0) return null;
  if (senses.length === 1) return senses[0];
  return senses.map((s, i) => senseMarker(i + 1) + s).join("\n");
}

function normalisePunctuation(raw: string): string {
  return raw
    .replace(/\r/g, "")
    .replace(/﹑/g, "、")
    .replace(/﹐/g, "，")
    .replace(/﹕/g, "：")
    .replace(/﹔/g, "；")
    .replace(/[■]/g, "□")
    // Example separators come as 丨 (U+4E28) or ㄧ (bopomofo); the dictionary's own is ｜.
    .replace(/\s*[丨ㄧ]\s*/g, "｜")
    // ◇ stands for a dropped "。后" ("…为屏藩◇亦称…" → "…为屏藩。后亦称…").
    .replace(/([。；！？])?\s*◇/g, (_m, stop) => (stop ? `${stop}后` : "。后"))
    // ． is a middle dot in book titles (《礼记．经解》) and a full stop at the end of a sentence.
    .replace(/．(?=\s|$)/g, "。")
    .replace(/．/g, "·")
    // Half-width punctuation next to Chinese text becomes full-width ("清楚;明确" → "清楚；明确").
    .replace(/(?<=[\p{Script=Han}”’》）])\s*([;,:!])/gu, (_m, p: string) => FULL_WIDTH[p])
    .replace(/\(([^()]*\p{Script=Han}[^()]*)\)/gu, "（$1）")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/**
 * Straight quotes become “…” and ‘…’ pairs; a citation's stripped colon comes back after 》, 曰,
 * 云 or a commentary word; a closing ” whose opener was stripped gets it back after 又称/亦作…,
 * or is dropped.
 */
function restoreQuotes(text: string): string {
  let out = "";
  let double = false;
  let single = false;
  for (const ch of text) {
    if (ch === '"') {
      if (!double && /(?:》|曰|云|注|疏|笺|正义|索隐|集解)$/u.test(out)) out += "：";
      out += double ? "”" : "“";
      double = !double;
    } else if (ch === "'") {
      out += single ? "’" : "‘";
      single = !single;
    } else {
      out += ch;
    }
  }
  if (double) out = dropLast(out, "“");
  if (single) out = dropLast(out, "‘");
  // Some entries quote with single quotes only: those are the main quotes, so make them “”.
  if (!out.includes("“") && out.includes("‘")) out = out.replace(/‘/g, "“").replace(/’/g, "”");
  return fixUnopenedQuotes(out);
}

// The last naming verb before the term (greedy: "形容作品称为经典" names 经典, not 品称为经典).
const UNOPENED = new RegExp(
  `^(.*(?:又称|俗称|简称|通称|亦称|也称|省称|又叫|也叫|亦作|又作|也作|省作|简作|称为|叫做|称作|名为|号为|谓之|称|作))(${HAN}+)$`,
  "u",
);

function fixUnopenedQuotes(text: string): string {
  let depth = 0;
  let out = "";
  for (const ch of text) {
    if (ch === "“") depth++;
    if (ch === "”") {
      if (depth === 0) {
        out = reopen(out);
        continue;
      }
      depth--;
    }
    out += ch;
  }
  return out;
}

/** Puts back the “ of a quote that ends `out`: after a book title (with its colon) or a naming verb. */
function reopen(out: string): string {
  const book = out.lastIndexOf("》");
  if (book >= 0 && out.length - book <= 160 && !/[“”]/.test(out.slice(book))) {
    const rest = out.slice(book + 1);
    return `${out.slice(0, book + 1)}：“${rest.startsWith("：") ? rest.slice(1) : rest}”`;
  }
  const clauseStart = Math.max(...["，", "。", "；", "：", "\n"].map((p) => out.lastIndexOf(p))) + 1;
  const m = UNOPENED.exec(out.slice(clauseStart));
  // Without a place for the opener the stray closer is dropped.
  return m ? `${out.slice(0, clauseStart)}${m[1]}“${m[2]}”` : out;
}

function dropLast(text: string, ch: string): string {
  const i = text.lastIndexOf(ch);
  return i < 0 ? text : text.slice(0, i) + text.slice(i + ch.length);
}

/** "?" marks a character the scraper could not encode when it sits inside a word; else it is ？. */
function markUnknownChars(text: string): string {
  return text
    .replace(new RegExp(`“(${HAN}{0,3})\\?”`, "gu"), "“$1□”")
    .replace(new RegExp(`\\?(?=${HAN}|[，、；])`, "gu"), "□")
    .replace(/\?/g, "？");
}

/** Replaces 全唐诗's {…} descriptions with the character they describe (or □ when unknown). */
export function replaceDescribedChars(text: string, described: ReadonlyMap<string, string>): string {
  if (!text.includes("{")) return text;
  return text.replace(/\{[^{}]{1,20}\}/g, (m) => described.get(m) ?? "□");
}

/** Removes "(明年 一作：年年)"-style variant readings from a poem line. */
export function stripVariantNotes(line: string): string {
  return line.replace(/\s*[（(][^（）()]*(?:一作|一本|一云)[^（）()]*[）)]/g, "");
}

/** Cleans a poem's lines: variant notes out, {…} resolved, blanks dropped. */
export function cleanPoemLines(lines: readonly unknown[], described: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (typeof line !== "string") continue;
    const cleaned = stripVariantNotes(replaceDescribedChars(line, described)).trim();
    if (cleaned) out.push(cleaned);
  }
  return out;
}

/**
 * Idiom definitions often lost the colon of their word notes: "持坚持；恒恒心。长久坚持下去。"
 * was "持：坚持；恒：恒心。…". Each "；"-separated clause of the first sentence that starts with
 * a piece of the idiom whose characters all recur in the rest of the clause gets its colon back.
 */
export function restoreNoteColons(sense: string, idiom: string): string {
  const stop = sense.indexOf("。");
  if (stop < 0) return sense;
  const clauses = sense.slice(0, stop).split("；");
  const fixed = clauses.map((clause) => {
    for (const len of [2, 1]) {
      const head = [...clause].slice(0, len).join("");
      const rest = clause.slice(head.length);
      if ([...head].length !== len || !idiom.includes(head) || rest.length < 1) continue;
      if ([...head].every((ch) => rest.includes(ch))) return `${head}：${rest}`;
    }
    return clause;
  });
  return fixed.join("；") + sense.slice(stop);
}

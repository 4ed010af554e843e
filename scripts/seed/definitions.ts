import { cleanDefinition, joinSenses, restoreNoteColons } from "./clean.ts";

/** A citation: a quoted passage and the book it is from. */
export type Citation = { text: string | null; book: string };

/** A word's or idiom's definition as stored: display text, senses and extracted citations. */
export type Definition = {
  definition: string | null;
  senses: string[];
  quote: Citation | null;
  origin: Citation | null;
};

// 《…》 optionally preceded by a dynasty/author (唐杜甫《石壕吏》), then an optional quoted passage.
const BOOK = "((?:\\p{Script=Han}{1,8})?《[^《》]{1,30}》)";
const ORIGIN = new RegExp(`(?:语出|语本|出自|源出|典出|本于|本自)${BOOK}(?:[^“”。]{0,12}?：?“([^“”]{2,400})”)?`, "u");
const CITATION = new RegExp(`${BOOK}[^“”。，]{0,6}?：?“([^“”]{4,400})”`, "gu");
// "…后因以“塞翁失马”比喻…": the citation before it is where the idiom comes from.
const LATER_USE = /后(?:因|遂|人)?(?:以|用|称|喻|比喻|多用|用以|借指|指)/u;

/**
 * Composes a word's definition from cnchar-data's raw text: cleaned senses, the source it comes
 * from as `origin` (after 语出/语本…, or a citation that opens a sense and is followed by 后以…),
 * and the first other book citation as `quote`, where the text has them.
 */
export function parseDefinition(raw: string | null | undefined, headword?: string, opts: { idiom?: boolean } = {}): Definition {
  if (!raw) return { definition: null, senses: [], quote: null, origin: null };
  let senses = cleanDefinition(raw, headword);
  if (opts.idiom && headword) senses = senses.map((s) => restoreNoteColons(s, headword));
  const all = senses.join("\n");
  let origin: Citation | null = null;
  const o = ORIGIN.exec(all);
  if (o) origin = { book: trimBook(o[1]), text: o[2] ? o[2].trim() : null };
  const citations = [...all.matchAll(CITATION)].map((m) => ({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, book: trimBook(m[1]), text: m[2].trim() }));
  if (!origin) {
    const opening = citations.find((c) => senseStartsAt(all, c.at) && LATER_USE.test(all.slice(c.end, c.end + 12)));
    if (opening) origin = { book: opening.book, text: opening.text };
  }
  const quote = citations.find((c) => c.text !== origin?.text) ?? null;
  return { definition: joinSenses(senses), senses, quote: quote && { text: quote.text, book: quote.book }, origin };
}

/** True when position `at` is the start of a sense (allowing a dynasty/author lead-in). */
function senseStartsAt(all: string, at: number): boolean {
  const lineStart = all.lastIndexOf("\n", at - 1) + 1;
  return at - lineStart <= 8 && !/[。；]/.test(all.slice(lineStart, at));
}

/** Drops lead-in words that the BOOK pattern may swallow ("语本汉荀悦《…》" keeps 汉荀悦). */
function trimBook(book: string): string {
  return book.replace(/^(?:语出|语本|出自|见|参见|如|本|据|引|又|并|后|亦|按|诗|句|文)+/u, "");
}

import { hanChars } from "../../src/modules/dictionary/text.ts";
import type { CharBase } from "./characters.ts";
import { cleanDefinition } from "./clean.ts";
import type { PoemEntry } from "./poem-common.ts";
import type { TextEntry } from "./texts.ts";
import type { Explanations, WordEntry } from "./words.ts";

/** The spec's pronunciation shape (§3), plus the CC-CEDICT gloss of the reading as an extra. */
export type Pronunciation = {
  id: number;
  pinyin: string;
  is_primary: boolean;
  explanations: {
    content: string | null;
    gloss: string | null;
    words: { word: string; text: string }[];
    detail: { text: string; book: string }[];
  }[];
};

const WORDS_PER_READING = 5;
const EXCERPTS_PER_CHAR = 3;
const EXAMPLE_TEXT_LENGTH = 40;

/**
 * Short lines from the classics that contain each character: the curated poems (most popular
 * first), then the ancient texts (蒙学 first); at most one line per work, three per character.
 */
export function collectExcerpts(poems: readonly PoemEntry[], texts: readonly TextEntry[]): Map<string, { text: string; book: string }[]> {
  const out = new Map<string, { text: string; book: string }[]>();
  const works = [
    ...poems.map((p) => ({ content: p.content, book: `${p.author}《${p.title}》` })),
    ...texts.map((t) => ({ content: t.content, book: t.title.startsWith(t.book) ? `《${t.title}》` : `《${t.book}·${t.title}》` })),
  ];
  for (const work of works) {
    const used = new Set<string>();
    for (const sentence of work.content.split(/(?<=[。！？；])|\n/)) {
      const text = sentence.trim();
      const n = hanChars(text).length;
      if (n < 4 || n > 24) continue;
      for (const c of new Set(hanChars(text))) {
        if (used.has(c)) continue;
        const list = out.get(c) ?? [];
        if (list.length >= EXCERPTS_PER_CHAR) continue;
        list.push({ text, book: work.book });
        out.set(c, list);
        used.add(c);
      }
    }
  }
  return out;
}

/**
 * Example words for each (character, reading): words and idioms in ranking order whose pinyin
 * gives that character that reading; words with a definition come before words without.
 */
export function collectExampleWords(chars: readonly CharBase[], entries: readonly WordEntry[]): Map<string, { word: string; text: string }[]> {
  const readings = new Map(chars.map((c) => [c.char, new Set(c.readings)]));
  const withDef = new Map<string, { word: string; text: string }[]>();
  const withoutDef = new Map<string, { word: string; text: string }[]>();
  for (const e of entries) {
    const cs = hanChars(e.headword);
    const syllables = e.pinyin.split(" ");
    if (syllables.length !== cs.length) continue;
    const text = exampleText(e);
    cs.forEach((c, i) => {
      const r = syllables[i].normalize("NFC");
      if (!readings.get(c)?.has(r)) return;
      const bucket = text ? withDef : withoutDef;
      const key = `${c}|${r}`;
      const list = bucket.get(key) ?? [];
      if (list.length < WORDS_PER_READING && !list.some((w) => w.word === e.headword)) {
        list.push({ word: e.headword, text: text ?? e.gloss ?? "" });
        bucket.set(key, list);
      }
    });
  }
  for (const [key, list] of withoutDef) {
    const merged = withDef.get(key) ?? [];
    withDef.set(key, [...merged, ...list].slice(0, WORDS_PER_READING));
  }
  return withDef;
}

function exampleText(e: WordEntry): string | null {
  const first = e.senses[0];
  if (!first) return null;
  return first.length > EXAMPLE_TEXT_LENGTH ? `${first.slice(0, EXAMPLE_TEXT_LENGTH)}…` : first;
}

/**
 * A character's pronunciations: each reading with its example words and CC-CEDICT gloss; the
 * primary one also carries cnchar-data's own entry for the character (where one exists) and the
 * classic excerpts, since which reading a line of verse uses is not known.
 */
export function composePronunciations(
  c: CharBase,
  explanations: Explanations,
  examples: ReadonlyMap<string, { word: string; text: string }[]>,
  excerpts: ReadonlyMap<string, { text: string; book: string }[]>,
): Pronunciation[] {
  const own = explanations.get(c.char);
  const content = own ? cleanDefinition(own).join("\n") || null : null;
  return c.readings.map((pinyin, i) => ({
    id: i + 1,
    pinyin,
    is_primary: i === 0,
    explanations: [
      {
        content: i === 0 ? content : null,
        gloss: c.glossByReading.get(pinyin) ?? null,
        words: examples.get(`${c.char}|${pinyin}`) ?? [],
        detail: i === 0 ? (excerpts.get(c.char) ?? []) : [],
      },
    ],
  }));
}

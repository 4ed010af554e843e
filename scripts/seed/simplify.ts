import { readFileSync } from "node:fs";
import * as OpenCC from "opencc-js";
import type { Sources } from "./sources.ts";

export type Simplify = (text: string) => string;

/** opencc-js traditional → mainland simplified, phrase-aware (乾坤 stays, 乾燥 → 干燥). */
export function createSimplifier(): Simplify {
  const convert = OpenCC.Converter({ from: "t", to: "cn" });
  return (text: string) => (text ? convert(text) : text);
}

/**
 * The single-character traditional → simplified map stored in dictionary.db (table t2s), so the
 * server converts queries without loading opencc-js. Characters that are themselves standard
 * simplified characters (乾, 著, 於 are in 通用规范汉字表) are left out: mapping them would turn
 * a simplified query like 乾坤 into 干坤.
 */
export function buildCharMap(sources: Sources, standardChars: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [trad, simp] of readCharDict(sources, "TSCharacters")) {
    if (trad !== simp && !standardChars.has(trad)) map.set(trad, simp);
  }
  return map;
}

/**
 * opencc's simplified → traditional character table. It lists a character only when one
 * traditional form is the usual one (发 → 發, 干 → 幹), and leaves out 了, 只, 曲, whose
 * simplified form is also the everyday traditional one.
 */
export function readSimpToTrad(sources: Sources): Map<string, string> {
  return new Map(readCharDict(sources, "STCharacters"));
}

/** Pairs (from, first candidate) of one of opencc-js's character dictionaries. */
function readCharDict(sources: Sources, name: string): [string, string][] {
  const source = readFileSync(sources.path("opencc-js", `dist/esm-lib/dict/${name}.js`), "utf8");
  const literal = source.slice(source.indexOf('"'), source.lastIndexOf('"') + 1);
  const pairs: [string, string][] = [];
  for (const entry of (JSON.parse(literal) as string).split("|")) {
    const [from, to] = entry.split(" ");
    if (from && to) pairs.push([from, to]);
  }
  return pairs;
}

#!/usr/bin/env bun
/**
 * In-process timing of searchDictionary per query class (a developer check, not a test):
 *   bun scripts/seed/query-timing.ts [path/to/dictionary.db] [--types all|words|…] [--rounds N]
 * Prints median / p90 / p99 / max milliseconds per class over a few queries each; the result
 * cache is cleared before every call unless --cached.
 */
import { parseArgs } from "node:util";
import { openDictionary } from "../../db/dictionary/open.ts";
import { clearSearchCache, searchDictionary } from "../../src/modules/dictionary/service.ts";

const { values, positionals } = parseArgs({
  args: Bun.argv.slice(2),
  options: { types: { type: "string", default: "all" }, rounds: { type: "string", default: "30" }, cached: { type: "boolean", default: false } },
  allowPositionals: true,
});

const CLASSES: Record<string, string[]> = {
  "1-char": ["月", "明", "一", "人", "山", "不", "之", "风", "花", "水"],
  "2-char": ["明月", "春风", "天下", "故乡", "白云", "长安", "相思", "黄河"],
  idiom: ["一鸣惊人", "画蛇添足", "塞翁失马", "守株待兔", "亡羊补牢"],
  "poem line": ["床前明月光", "春眠不觉晓", "举头望明月", "海内存知己", "白日依山尽"],
  traditional: ["靜夜思", "春風", "長安", "學而時習之"],
  pinyin: ["jingyesi", "mingyue", "ming", "chunxiao", "shan", "a", "míng yuè"],
  initials: ["jys", "my", "cx", "ymjr", "zgr"],
  miss: ["xyzzy", "qqqq", "㐀㐁", "zzzzzz"],
};

const db = openDictionary(positionals[0] ?? "data/dictionary.db");
const rounds = Number(values.rounds);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

// Warm the page cache and the per-handle context once, as a running server would be.
for (const list of Object.values(CLASSES)) for (const q of list) searchDictionary(db, { query: q, types: values.types });

console.log(`types=${values.types}, ${rounds} rounds, ${values.cached ? "cached" : "uncached"}`);
for (const [name, queries] of Object.entries(CLASSES)) {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      if (!values.cached) clearSearchCache(db);
      const t = performance.now();
      searchDictionary(db, { query: q, types: values.types });
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(7);
  console.log(`${name.padEnd(12)} median ${f(pct(times, 50))}  p90 ${f(pct(times, 90))}  p99 ${f(pct(times, 99))}  max ${f(times[times.length - 1])} ms`);
}

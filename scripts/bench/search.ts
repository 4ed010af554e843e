/**
 * `bun scripts/bench/search.ts [path/to/full/dictionary.db]`: dictionary search against the built
 * executable with the FULL set (seed it with `bun run seed -- --full --out <path>` first).
 * Queries are real headwords, poem lines and pinyin drawn from the dictionary itself, 100
 * distinct ones per class. The first pass sends each once (cold: nothing cached); then the mix
 * repeats for BENCH_SECONDS (warm: the server's result cache answers repeats). Reports p50/p99
 * per class, search req/s and /api/health req/s measured with the same client in the same run.
 */
import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { latencyRows, loadLoop, startServer } from "./lib.ts";

const source = process.argv[2] ?? process.env.BLOCKQUEST_FULL_DICTIONARY ?? "data/dictionary.db";
if (!existsSync(source)) throw new Error(`no dictionary at ${source}; seed the full set first`);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PER_CLASS = 100;

// Deterministic sampling, so two runs measure the same queries.
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const sample = <T>(list: T[], n: number) => Array.from({ length: n }, () => list[Math.floor(random() * list.length)]!);
const shuffle = <T>(list: T[]) => list.map((v) => [random(), v] as const).sort((a, b) => a[0] - b[0]).map(([, v]) => v);

const dict = new Database(source, { readonly: true });
const col = (sql: string) => (dict.query(sql).all() as Record<string, string>[]).map((r) => Object.values(r)[0]!);
const lines = col("SELECT content FROM poems WHERE id <= 3000")
  .flatMap((c) => c.split(/[，。！？；、\s]+/))
  .filter((l) => l.length >= 5 && l.length <= 7);
const classes: Record<string, string[]> = {
  "1-char": sample(col("SELECT char FROM characters WHERE frequency >= 3"), PER_CLASS),
  "2-char": sample(col("SELECT word FROM words WHERE length(word) = 2 LIMIT 20000"), PER_CLASS),
  idiom: sample(col("SELECT idiom FROM idioms LIMIT 20000"), PER_CLASS),
  "poem line": sample(lines, PER_CLASS),
  pinyin: sample(col("SELECT py_key FROM words WHERE length(word) = 2 LIMIT 20000"), PER_CLASS),
  initials: sample(col("SELECT py_initials FROM idioms LIMIT 20000"), PER_CLASS),
  miss: Array.from({ length: PER_CLASS }, (_, i) => `qzx${i}vv`),
};
dict.close();
const mix = shuffle(
  Object.entries(classes).flatMap(([tag, queries]) =>
    [...new Set(queries)].map((q) => ({ tag, path: `/api/dictionary/search?query=${encodeURIComponent(q)}` })),
  ),
);

const dataDir = mkdtempSync(join(tmpdir(), "blockquest-bench-search-"));
copyFileSync(source, join(dataDir, "dictionary.db"));
const server = await startServer(4400, dataDir);
const loadBefore = loadavg();

const health = await loadLoop(server.url, [{ tag: "health", path: "/api/health" }], { seconds: SECONDS });
const cold = await loadLoop(server.url, mix, { once: true });
const warm = await loadLoop(server.url, mix, { seconds: SECONDS });
server.stop();

const rps = (run: { samples: unknown[]; seconds: number }) => run.samples.length / run.seconds;
const print = (title: string, rows: ReturnType<typeof latencyRows>) => {
  console.log(`\n${title}`);
  for (const r of rows) console.log(`  ${r.tag.padEnd(10)} n=${String(r.n).padEnd(6)} p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   (goal p99 ≤ 15 ms)`);
};
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
console.log(`BlockQuest search benchmark, concurrency 32, ${mix.length} distinct queries, dictionary ${source}`);
console.log(`load average ${load(loadBefore)} at start, ${load(loadavg())} at end (the client shares the machine)`);
print("cold pass (each query once, nothing cached)", latencyRows(cold.samples));
print(`warm mix (${SECONDS} s, repeats answered from the result cache)`, latencyRows(warm.samples));
console.log(`\n  /api/health        ${rps(health).toFixed(0)} req/s (same client)`);
console.log(`  search, cold pass  ${rps(cold).toFixed(0)} req/s = ${((rps(cold) / rps(health)) * 100).toFixed(0)} % of health`);
console.log(`  search, warm mix   ${rps(warm).toFixed(0)} req/s = ${((rps(warm) / rps(health)) * 100).toFixed(0)} % of health (goal ≥ 25 %)`);

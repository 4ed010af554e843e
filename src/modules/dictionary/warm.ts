import type { Database } from "bun:sqlite";
import { totalmem } from "node:os";
import { clearSearchCache, searchDictionary } from "./search.ts";

/**
 * Queries of every class and code path (one and two characters, words, idioms, poem lines,
 * traditional input, pinyin with and without tones, initials, misses, one type and a second
 * page). Fixed and few: they warm the code, not the answers (the cache is emptied after).
 */
export const WARM_QUERIES: { query: string; types?: string; page?: number }[] = [
  { query: "的" }, { query: "明" }, { query: "月" }, { query: "人" }, { query: "春" }, { query: "山" }, { query: "水" },
  { query: "明月" }, { query: "春风" }, { query: "天下" }, { query: "故乡" }, { query: "学习" },
  { query: "一鸣惊人" }, { query: "画蛇添足" }, { query: "床前明月光" }, { query: "春眠不觉晓" }, { query: "海内存知己，天涯若比邻" },
  { query: "靜夜思" }, { query: "mingyue" }, { query: "ming" }, { query: "míng yuè" }, { query: "jing4ye4si1" },
  { query: "jys" }, { query: "ymjr" }, { query: "xyzzy" }, { query: "qzx1vv" },
  { query: "明", types: "words", page: 2 }, { query: "春", types: "classical-poems" }, { query: "shi", types: "poems", page: 2 },
];

/** Page-touching is skipped when the file is larger than this share of the machine's memory. */
const PREFAULT_MEMORY_SHARE = 1 / 4;

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Makes a freshly opened handle as fast as one that has served for a while, so the first burst
 * of users is not queued behind JIT compilation and page faults:
 *
 * 1. Touches every page of the file through the handle's memory map (dbstat reads each b-tree),
 *    one b-tree at a time. A cold search otherwise faults in a hundred-odd pages, which on the
 *    full set doubled its cost. ~150 ms for the full set's 430 MB when the OS has the file
 *    cached; skipped when the file is over a quarter of the machine's memory (then the OS could
 *    not keep it all anyway).
 * 2. Runs the warm-up queries `rounds` times, then forgets their answers (it warms the code and
 *    the pages, no answer is kept).
 *
 * Yields between steps so requests arriving meanwhile are not held up for long.
 */
export async function warmUp(db: Database, rounds = 12): Promise<void> {
  const { page_count } = db.query("PRAGMA page_count").get() as { page_count: number };
  const { page_size } = db.query("PRAGMA page_size").get() as { page_size: number };
  if (page_count * page_size <= totalmem() * PREFAULT_MEMORY_SHARE) {
    const btrees = db.query("SELECT name FROM sqlite_schema WHERE rootpage > 0").all() as { name: string }[];
    for (const { name } of btrees) {
      db.query("SELECT count(*) FROM dbstat WHERE name = ?").get(name);
      await nextTick();
    }
  }
  for (let r = 0; r < rounds; r++) {
    for (const args of WARM_QUERIES) {
      clearSearchCache(db);
      searchDictionary(db, args);
    }
    await nextTick();
  }
  clearSearchCache(db);
}

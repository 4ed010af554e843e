import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { fixtureDictionary } from "../../../scripts/seed/fixture-db.ts";
import { AppError } from "../../lib/errors.ts";
import { makeTestApp } from "../../test/harness.ts";
import { DictionaryHandle } from "./handle.ts";
import { DictionarySearch } from "./search-pool.ts";

let compact: Awaited<ReturnType<typeof fixtureDictionary>>;
let full: Awaited<ReturnType<typeof fixtureDictionary>>;
beforeAll(async () => {
  compact = await fixtureDictionary();
  full = await fixtureDictionary({ full: true });
});
afterAll(() => {
  compact.cleanup();
  full.cleanup();
});

const QUERIES = ["明", "月", "人", "明月", "春风", "一鸣惊人", "床前明月光", "靜夜思", "jys", "ming", "míng yuè", "xyzzy", "🙂"];
const VARIANTS: Record<string, unknown>[] = [{}, { types: "words", limit: "3", page: "2" }, { types: "poems,classical-poems" }];

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("expected an AppError");
}

describe("search workers", () => {
  test("answer byte for byte what the main thread answers, errors included", async () => {
    const inline = new DictionarySearch(new DictionaryHandle(compact.path), 0);
    const pooled = new DictionarySearch(new DictionaryHandle(compact.path), 2);
    pooled.start();
    await pooled.whenStarted();
    try {
      for (const query of QUERIES) {
        for (const extra of VARIANTS) {
          const args = { query, ...extra };
          expect(await pooled.search(args)).toBe(await inline.search(args));
          // A repeat is answered from the main thread's body cache, unchanged.
          expect(await pooled.search(args)).toBe(await inline.search(args));
        }
      }
      for (const bad of [{ query: "" }, { query: "明", types: "verbs" }, { query: "明", limit: "0" }, { query: "明".repeat(200) }]) {
        const [a, b] = [await rejection(inline.search(bad)), await rejection(pooled.search(bad))];
        expect({ status: b.status, message: b.message }).toEqual({ status: a.status, message: a.message });
      }
    } finally {
      pooled.stop();
    }
  });

  test("follow a re-seeded file: the new dictionary answers, not a cached body of the old one", async () => {
    const dir = compact.dir;
    const path = join(dir, "swapped.db");
    copyFileSync(compact.path, path);
    const handle = new DictionaryHandle(path);
    const pooled = new DictionarySearch(handle, 1);
    pooled.start();
    await pooled.whenStarted();
    try {
      const before = JSON.parse(await pooled.search({ query: "明" }));
      copyFileSync(full.path, `${path}.tmp`);
      renameSync(`${path}.tmp`, path);
      // The handle looks for a new file every two seconds; make this request look now.
      (handle as unknown as { checkedAt: number }).checkedAt = 0;
      const after = JSON.parse(await pooled.search({ query: "明" }));
      expect(after.data.counts.poems).toBeGreaterThan(before.data.counts.poems);
      expect(after).toEqual(JSON.parse(await new DictionarySearch(new DictionaryHandle(full.path), 0).search({ query: "明" })));
    } finally {
      pooled.stop();
      handle.close();
    }
  });
});

describe("GET /api/dictionary/search", () => {
  test("answers { data } as JSON, 400 with a message for bad input, 404 before a dictionary exists", async () => {
    const t = makeTestApp();
    expect((await t.get(`/api/dictionary/search?query=${encodeURIComponent("明")}`)).status).toBe(404);
    copyFileSync(compact.path, join(t.config.dataDir, "dictionary.db"));
    const ok = await t.get(`/api/dictionary/search?q=${encodeURIComponent("明月")}&types=words,poems&limit=3`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(ok.body.data.interpreted).toEqual({ kind: "text", text: "明月" });
    expect(Object.keys(ok.body.data.counts)).toEqual(["words", "poems"]);
    expect(ok.body.data.results.words[0].word).toBe("明月");
    expect(ok.body.data.limit).toBe(3);
    const bad = await t.get("/api/dictionary/search?query=");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "请输入搜索内容" });
    expect((await t.get(`/api/dictionary/search?query=${encodeURIComponent("明")}&types=verbs`)).status).toBe(400);
  });
});

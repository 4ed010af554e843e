import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { fixtureDictionary } from "../../../scripts/seed/fixture-db.ts";
import { makeTestApp } from "../../test/harness.ts";

let fixture: Awaited<ReturnType<typeof fixtureDictionary>>;
beforeAll(async () => {
  fixture = await fixtureDictionary();
});
afterAll(() => fixture.cleanup());

/** An app whose data folder holds the fixture dictionary. */
function appWithDictionary() {
  const t = makeTestApp();
  copyFileSync(fixture.path, join(t.config.dataDir, "dictionary.db"));
  return t;
}
const q = encodeURIComponent;

describe("/api/dictionary over HTTP (public, D20 shapes)", () => {
  test("every list answers { data, total, page, limit } without a login", async () => {
    const t = appWithDictionary();
    for (const type of ["characters", "words", "idioms", "poems", "classical-texts", "classical-poems"]) {
      const res = await t.get(`/api/dictionary/${type}?limit=3&page=2`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(3);
      expect(res.body).toMatchObject({ page: 2, limit: 3 });
      expect(res.body.total).toBeGreaterThan(3);
    }
    const tang = await t.get(`/api/dictionary/classical-poems?dynasty=${q("唐")}&sort=title&offset=0&limit=5`);
    expect(tang.body.data.every((p: { dynasty: string }) => p.dynasty === "唐")).toBe(true);
    expect((await t.get("/api/dictionary/poems?difficulty=2")).status).toBe(200);
  });

  test("details by id or headword, strokes, dynasties and about", async () => {
    const t = appWithDictionary();
    const ming = await t.get(`/api/dictionary/characters/${q("明")}`);
    expect(ming.body.data).toMatchObject({ char: "明", pronunciations: [{ pinyin: "míng", is_primary: true }] });
    expect((await t.get(`/api/dictionary/characters/${ming.body.data.id}`)).body.data.char).toBe("明");
    const word = (await t.get(`/api/dictionary/words?limit=1`)).body.data[0];
    expect((await t.get(`/api/dictionary/words/${word.id}`)).body.data.word).toBe(word.word);
    const idiom = (await t.get(`/api/dictionary/idioms?limit=1`)).body.data[0];
    expect((await t.get(`/api/dictionary/idioms/${q(idiom.idiom)}`)).body.data.idiom).toBe(idiom.idiom);
    const poem = (await t.get(`/api/dictionary/classical-poems?limit=1`)).body.data[0];
    expect((await t.get(`/api/dictionary/classical-poems/${poem.id}`)).body.data).toMatchObject({ id: poem.id, title: poem.title });
    expect((await t.get(`/api/dictionary/poems/${poem.id}`)).body.data.title).toBe(poem.title);
    const text = (await t.get(`/api/dictionary/classical-texts?limit=1`)).body.data[0];
    expect((await t.get(`/api/dictionary/classical-texts/${text.id}`)).body.data.title).toBe(text.title);
    const strokes = await t.get(`/api/dictionary/strokes/${q("明")}`);
    expect(strokes.body.data.strokes.length).toBe(8);
    expect(strokes.body.data.medians.length).toBe(8);
    const dynasties = await t.get("/api/dictionary/dynasties");
    expect(dynasties.body.data.map((d: { dynasty: string }) => d.dynasty)).toContain("唐");
    const about = await t.get("/api/dictionary/about");
    expect(about.body.data).toMatchObject({ mode: "compact", packages: { "chinese-poetry": expect.any(String) } });
    expect(about.body.data.counts.characters).toBeGreaterThan(0);
  });

  test("missing items are 404 with the spec's messages; bad ids and paging are 4xx, never 500", async () => {
    const t = appWithDictionary();
    const missing = await t.get("/api/dictionary/characters/99999999");
    expect(missing).toMatchObject({ status: 404, body: { error: "未找到汉字信息" } });
    expect((await t.get("/api/dictionary/classical-poems/99999999")).body).toEqual({ error: "未找到该诗词" });
    for (const path of [
      "/api/dictionary/words/%20",
      "/api/dictionary/poems/abc",
      "/api/dictionary/characters?limit=-1",
      "/api/dictionary/classical-poems?sort=random",
      "/api/dictionary/poems?difficulty=9",
      `/api/dictionary/strokes/${q("明明")}`,
      `/api/dictionary/characters/${q("\"*(:^")}`,
    ]) {
      const res = await t.get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.error).toBe("string");
    }
  });

  test("without a dictionary installed every endpoint says it is being prepared (404), not 500", async () => {
    const t = makeTestApp();
    for (const path of ["/api/dictionary/about", "/api/dictionary/characters", `/api/dictionary/characters/${q("明")}`]) {
      expect(await t.get(path)).toMatchObject({ status: 404, body: { error: "词典正在准备中，请稍后再试" } });
    }
  });
});

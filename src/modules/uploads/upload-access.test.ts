import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/index.ts";
import { files, makeTestApp, tamperToken, type TestApp } from "../../test/harness.ts";

const png = (name = "p.png") => ({ bytes: files.png(), name, type: "image/png" });

/** A GM with two players, and another GM with one. */
async function classroom() {
  const t = makeTestApp();
  const gm = await t.createGm();
  const otherGm = await t.createGm();
  const [kid, sibling, stranger] = await Promise.all([t.createPlayer(gm.id), t.createPlayer(gm.id), t.createPlayer(otherGm.id)]);
  return { t, gm, otherGm, kid, sibling, stranger };
}

const image = (t: TestApp, key: string, token?: string, headers?: Record<string, string>) =>
  t.get(`/api/r2/image?key=${encodeURIComponent(key)}`, { token, headers });

describe("filePath is validated, never trusted", () => {
  test.each([
    "../../etc",
    "tasks/../../x",
    "tasks/..",
    "/etc/passwd",
    "//etc",
    "tasks\\..\\..\\x",
    "%2e%2e/%2e%2e/x",
    "tasks/a\u0000b",
    "a/./b",
    `${"deep/".repeat(10)}x`,
    "x".repeat(300),
  ])("%p is 400 and nothing is written", async (filePath) => {
    const t = makeTestApp();
    const gm = await t.createGm();
    const res = await t.upload("/api/upload/image", png(), { filePath }, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "文件路径无效" });
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
    expect(readdirSync(t.store.root, { recursive: true })).toHaveLength(0);
    expect(existsSync(resolve(t.store.root, "../../etc/p.png"))).toBe(false);
    expect(existsSync(resolve(t.store.root, "../x"))).toBe(false);
  });

  test("a file name cannot climb out either: only its last part is kept", async () => {
    const { t, kid } = await classroom();
    const res = await t.upload("/api/upload/image", png("../../../evil.png"), {}, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.key).toMatch(new RegExp(`^users/${kid.id}/images/\\d+_evil\\.png$`));
    expect(existsSync(join(t.store.root, res.body.data.key))).toBe(true);
  });

  test("a folder outside the player folders is kept under the uploader's own folder", async () => {
    const { t, kid } = await classroom();
    const res = await t.upload("/api/upload/image", png(), { filePath: "dictation/2024-05/" }, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.key).toMatch(new RegExp(`^users/${kid.id}/dictation/2024-05/\\d+_p\\.png$`));
  });
});

describe("task folders decide the owner", () => {
  test("a player may upload into their own task folder", async () => {
    const { t, kid } = await classroom();
    const res = await t.upload("/api/upload/image", png(), { filePath: `tasks/${kid.id}/t1` }, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.key).toMatch(new RegExp(`^tasks/${kid.id}/t1/\\d+_p\\.png$`));
  });

  test("a player writing into another player's task folder is 403", async () => {
    const { t, kid, sibling } = await classroom();
    const res = await t.upload("/api/upload/image", png(), { filePath: `tasks/${sibling.id}/t1` }, { token: kid.token });
    expect(res.status).toBe(403);
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
  });

  test("a GM writing into another GM's player's folder is 403; an unknown player is 404", async () => {
    const { t, gm, stranger } = await classroom();
    expect((await t.upload("/api/upload/image", png(), { filePath: `tasks/${stranger.id}/t1` }, { token: gm.token })).status).toBe(403);
    expect((await t.upload("/api/upload/image", png(), { filePath: `tasks/${crypto.randomUUID()}/t1` }, { token: gm.token })).status).toBe(404);
  });

  test("the player's GM may upload there; the file is the player's and the player can read it", async () => {
    const { t, gm, kid, sibling, stranger, otherGm } = await classroom();
    const res = await t.upload("/api/upload/image", png("annotated.png"), { filePath: `tasks/${kid.id}/t1` }, { token: gm.token });
    expect(res.status).toBe(200);
    const key = res.body.data.key;
    expect(t.db.select().from(uploads).where(eq(uploads.key, key)).get()).toMatchObject({ owner_id: kid.id, uploaded_by: gm.id });

    const byKid = await image(t, key, kid.token);
    expect(byKid.status).toBe(200);
    expect(byKid.headers.get("content-type")).toBe("image/png");
    expect((await image(t, key, gm.token)).status).toBe(200);
    for (const outsider of [sibling, stranger, otherGm]) expect((await image(t, key, outsider.token)).status).toBe(404);
  });
});

describe("GET /api/r2/image", () => {
  test("serves the bytes to the owner with safe headers; the owner's GM may read; others get 404", async () => {
    const { t, gm, kid, sibling, otherGm } = await classroom();
    const up = await t.upload("/api/upload/image", png(), {}, { token: kid.token });
    const key = up.body.data.key;
    const res = await t.app.handle(new Request(`http://localhost${up.body.data.url}`, { headers: { authorization: `Bearer ${kid.token}` } }));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(files.png());
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("private");

    expect((await image(t, key, gm.token)).status).toBe(200);
    for (const outsider of [sibling, otherGm]) {
      const denied = await image(t, key, outsider.token);
      expect(denied.status).toBe(404);
      expect(denied.body).toEqual({ error: "文件不存在" });
    }
    expect((await image(t, key, tamperToken(kid.token))).status).toBe(401);
    expect((await image(t, key)).status).toBe(401);
    expect((await image(t, `users/${kid.id}/images/0_missing.png`, kid.token)).status).toBe(404);
  });

  test("the session cookie works for GET (an <img> tag), but never for a POST", async () => {
    const { t, kid } = await classroom();
    const up = await t.upload("/api/upload/image", png(), {}, { token: kid.token });
    const cookie = { cookie: `bq_session=${encodeURIComponent(kid.token)}` };
    expect((await image(t, up.body.data.key, undefined, cookie)).status).toBe(200);

    const form = new FormData();
    form.append("file", new File([files.png()], "p.png", { type: "image/png" }));
    const post = await t.send("POST", "/api/upload/image", form, { headers: cookie });
    expect(post.status).toBe(401);
    expect(t.db.select().from(uploads).all()).toHaveLength(1);
  });

  test("a missing key is 400", async () => {
    const { t, kid } = await classroom();
    const res = await t.get("/api/r2/image", { token: kid.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "缺少文件key" });
  });
});

describe("GET /api/upload/files", () => {
  test("lists only the files the user may see", async () => {
    const { t, gm, kid, sibling, stranger, otherGm } = await classroom();
    const mine = (await t.upload("/api/upload/image", png(), {}, { token: kid.token })).body.data.key;
    const gmForKid = (await t.upload("/api/upload/image", png(), { filePath: `tasks/${kid.id}/t9` }, { token: gm.token })).body.data.key;
    const siblings = (await t.upload("/api/upload/image", png(), {}, { token: sibling.token })).body.data.key;
    const strangers = (await t.upload("/api/upload/image", png(), {}, { token: stranger.token })).body.data.key;
    const gmsOwn = (await t.upload("/api/upload/file", { bytes: files.pdf(), name: "plan.pdf", type: "application/pdf" }, {}, { token: gm.token })).body.data.key;

    const keys = async (token: string, query = "") => (await t.get(`/api/upload/files${query}`, { token })).body.data.map((f: { key: string }) => f.key).sort();
    expect(await keys(kid.token)).toEqual([mine, gmForKid].sort());
    expect(await keys(sibling.token)).toEqual([siblings]);
    expect(await keys(gm.token)).toEqual([mine, gmForKid, siblings, gmsOwn].sort());
    expect(await keys(otherGm.token)).toEqual([strangers]);

    expect(await keys(gm.token, `?prefix=${encodeURIComponent(`tasks/${kid.id}/`)}`)).toEqual([gmForKid]);
    expect(await keys(sibling.token, `?prefix=${encodeURIComponent(`tasks/${kid.id}/`)}`)).toEqual([]);
    expect(await keys(gm.token, "?limit=1")).toHaveLength(1);
  });

  test("prefix is a literal prefix: wildcards match nothing, underscores match themselves", async () => {
    const { t, kid } = await classroom();
    const key = (await t.upload("/api/upload/image", png(), { filePath: "my_folder" }, { token: kid.token })).body.data.key;
    const list = async (prefix: string) => (await t.get(`/api/upload/files?prefix=${encodeURIComponent(prefix)}`, { token: kid.token })).body.data;
    expect(await list("%")).toEqual([]);
    expect(await list("_")).toEqual([]);
    expect((await list(`users/${kid.id}/my_folder/`)).map((f: { key: string }) => f.key)).toEqual([key]);
  });

  test("bad limit is 400; no login is 401", async () => {
    const { t, kid } = await classroom();
    expect((await t.get("/api/upload/files?limit=0", { token: kid.token })).status).toBe(400);
    expect((await t.get("/api/upload/files?limit=abc", { token: kid.token })).body).toEqual({ error: "limit 必须是1到500之间的整数" });
    expect((await t.get("/api/upload/files")).status).toBe(401);
  });
});

describe("DELETE /api/upload/files/{path}", () => {
  test("the owner may delete: row and file are gone", async () => {
    const { t, kid } = await classroom();
    const key = (await t.upload("/api/upload/image", png(), {}, { token: kid.token })).body.data.key;
    const res = await t.del(`/api/upload/files/${encodeURIComponent(key)}`, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { success: true } });
    expect(existsSync(join(t.store.root, key))).toBe(false);
    expect((await image(t, key, kid.token)).status).toBe(404);
  });

  test("the key may also be sent with its slashes unencoded; the GM may delete a player's file", async () => {
    const { t, gm, kid } = await classroom();
    const key = (await t.upload("/api/upload/image", png(), {}, { token: kid.token })).body.data.key;
    expect((await t.del(`/api/upload/files/${key}`, { token: gm.token })).status).toBe(200);
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
  });

  test("a stranger gets 404 and the file stays", async () => {
    const { t, kid, sibling, otherGm } = await classroom();
    const key = (await t.upload("/api/upload/image", png(), {}, { token: kid.token })).body.data.key;
    for (const who of [sibling, otherGm]) {
      const res = await t.del(`/api/upload/files/${encodeURIComponent(key)}`, { token: who.token });
      expect(res.status).toBe(404);
    }
    expect((await t.del(`/api/upload/files/${encodeURIComponent(key)}`)).status).toBe(401);
    expect(existsSync(join(t.store.root, key))).toBe(true);
    expect((await image(t, key, kid.token)).status).toBe(200);
  });

  test("malformed or traversing paths are 404, never 500", async () => {
    const { t, kid } = await classroom();
    for (const path of ["%ZZ", "%E0%A4%A", "..%2F..%2Fetc%2Fpasswd", "a%00b"]) {
      const res = await t.del(`/api/upload/files/${path}`, { token: kid.token });
      expect(res.status, path).toBe(404);
    }
  });
});

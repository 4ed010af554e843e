import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/index.ts";
import { files, makeTestApp, type TestFile } from "../../test/harness.ts";

const MB = 1024 * 1024;

async function gmApp() {
  const t = makeTestApp();
  const gm = await t.createGm();
  return { t, gm, opts: { token: gm.token } };
}

describe("POST /api/upload/{avatar,image,file,audio}: real types", () => {
  const accepted: [string, TestFile, string][] = [
    ["/api/upload/avatar", { bytes: files.png(), name: "me.png", type: "image/png" }, "image/png"],
    ["/api/upload/avatar", { bytes: files.jpeg(), name: "me.jpg", type: "image/jpeg" }, "image/jpeg"],
    ["/api/upload/image", { bytes: files.gif(), name: "a.gif", type: "image/gif" }, "image/gif"],
    ["/api/upload/image", { bytes: files.jpeg(), name: "photo.jpeg", type: "image/jpeg" }, "image/jpeg"],
    ["/api/upload/file", { bytes: files.pdf(), name: "worksheet.pdf", type: "application/pdf" }, "application/pdf"],
    ["/api/upload/file", { bytes: files.png(), name: "scan.png", type: "image/png" }, "image/png"],
    ["/api/upload/audio", { bytes: files.wav(), name: "reading.wav", type: "audio/wav" }, "audio/wav"],
  ];
  test.each(accepted)("%s accepts %o", async (path, file, mime) => {
    const { t, gm, opts } = await gmApp();
    const res = await t.upload(path, file, {}, opts);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ success: true, content_type: mime, size: file.bytes.length });
    expect(data.url).toBe(`/api/r2/image?key=${encodeURIComponent(data.key)}`);
    expect(data.publicUrl).toBe(data.url);
    expect(data.key.endsWith(`_${file.name}`)).toBe(true);
    expect(data.key).toContain(gm.id);
    const row = t.db.select().from(uploads).where(eq(uploads.key, data.key)).get();
    expect(row).toMatchObject({ owner_id: gm.id, uploaded_by: gm.id, content_type: mime });
    expect(new Uint8Array(await t.store.file(data.key).arrayBuffer())).toEqual(new Uint8Array(file.bytes as Uint8Array));
  });

  test("the content type comes from the bytes, not the name or the browser's claim", async () => {
    const { t, opts } = await gmApp();
    const res = await t.upload("/api/upload/image", { bytes: files.png(), name: "looks.gif", type: "image/gif" }, {}, opts);
    expect(res.status).toBe(200);
    expect(res.body.data.content_type).toBe("image/png");
  });

  test.each([
    ["/api/upload/avatar", { bytes: files.text(), name: "x.png", type: "image/png" }, "请上传有效的图片文件"],
    ["/api/upload/image", { bytes: files.text(), name: "x.png", type: "image/png" }, "请上传图片文件（JPG, PNG, GIF）"],
    ["/api/upload/image", { bytes: files.pdf(), name: "x.jpg", type: "image/jpeg" }, "请上传图片文件（JPG, PNG, GIF）"],
    ["/api/upload/file", { bytes: files.text(), name: "x.pdf", type: "application/pdf" }, "不支持的文件格式。请选择 音频、PDF、图片 类型的文件。"],
    ["/api/upload/audio", { bytes: files.text(), name: "x.wav", type: "audio/wav" }, "请上传有效的音频文件"],
    ["/api/upload/audio", { bytes: files.png(), name: "x.wav", type: "audio/wav" }, "请上传有效的音频文件"],
  ] as [string, TestFile, string][])("%s rejects a disguised file (%o)", async (path, file, message) => {
    const { t, opts } = await gmApp();
    const res = await t.upload(path, file, {}, opts);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
    expect(readdirSync(t.store.root, { recursive: true })).toHaveLength(0);
  });

  test("no file, an empty file, or a JSON body is 400 '请选择要上传的文件'", async () => {
    const { t, opts } = await gmApp();
    for (const res of [
      await t.send("POST", "/api/upload/image", new FormData(), opts),
      await t.upload("/api/upload/image", { bytes: new Uint8Array(0), name: "empty.png", type: "image/png" }, {}, opts),
      await t.post("/api/upload/image", { file: "not a file" }, opts),
      await t.send("POST", "/api/upload/avatar", new FormData(), opts),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "请选择要上传的文件" });
    }
  });

  test("every upload endpoint needs a login", async () => {
    const t = makeTestApp();
    for (const kind of ["avatar", "image", "file", "audio"]) {
      const res = await t.upload(`/api/upload/${kind}`, { bytes: files.png(), name: "a.png", type: "image/png" });
      expect(res.status, kind).toBe(401);
    }
  });

  test("parallel uploads of files with the same name all keep their own bytes", async () => {
    const { t, opts } = await gmApp();
    const variants = [files.png(), files.gif(), files.jpeg(), files.pngOfSize(100), files.pngOfSize(200)];
    const results = await Promise.all(variants.map((bytes) => t.upload("/api/upload/image", { bytes, name: "photo.jpg", type: "image/jpeg" }, {}, opts)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const keys = new Set(results.map((r) => r.body.data.key));
    expect(keys.size).toBe(5);
    for (const [i, r] of results.entries()) {
      expect(new Uint8Array(await t.store.file(r.body.data.key).arrayBuffer())).toEqual(variants[i]!);
    }
  });
});

describe("size limits", () => {
  test.each([
    ["/api/upload/avatar", 5 * MB + 1, {}, "图片大小不能超过5MB"],
    ["/api/upload/image", 10 * MB + 1, {}, "图片大小不能超过10MB"],
  ] as [string, number, Record<string, string>, string][])("%s over the limit is 413", async (path, size, fields, message) => {
    const { t, opts } = await gmApp();
    const res = await t.upload(path, { bytes: files.pngOfSize(size), name: "big.png", type: "image/png" }, fields, opts);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: message });
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
  });

  test("images at their limit are accepted", async () => {
    const { t, opts } = await gmApp();
    expect((await t.upload("/api/upload/avatar", { bytes: files.pngOfSize(5 * MB), name: "a.png", type: "image/png" }, {}, opts)).status).toBe(200);
    expect((await t.upload("/api/upload/image", { bytes: files.pngOfSize(10 * MB), name: "a.png", type: "image/png" }, {}, opts)).status).toBe(200);
  });

  test("task photos keep the 5 MB limit although other images may be 10 MB", async () => {
    const { t, gm, opts } = await gmApp();
    const kid = await t.createPlayer(gm.id);
    const big = { bytes: files.pngOfSize(5 * MB + 1), name: "task.png", type: "image/png" };
    const res = await t.upload("/api/upload/image", big, { filePath: `tasks/${kid.id}/t1` }, opts);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "图片大小不能超过5MB" });
    expect((await t.upload("/api/upload/image", big, { filePath: "dictation" }, opts)).status).toBe(200);
  });

  test.each([
    ["/api/upload/file", "文件大小不能超过 50MB"],
    ["/api/upload/audio", "音频文件不能超过 50MB"],
  ])("%s over 50 MB is 413", async (path, message) => {
    const { t, opts } = await gmApp();
    const bytes = new Uint8Array(50 * MB + 1);
    bytes.set(files.wav());
    const res = await t.upload(path, { bytes, name: "long.wav", type: "audio/wav" }, {}, opts);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: message });
    expect(existsSync(t.store.root) && readdirSync(t.store.root)).toHaveLength(0);
  }, 20_000);
});

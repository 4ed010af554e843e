import { describe, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/index.ts";
import { files, makeTestApp, tamperToken, TEST_SECRET } from "../../test/harness.ts";
import { PRESIGN_TTL_MS } from "./policy.ts";
import { presignUpload } from "./presign.ts";

async function setup() {
  const t = makeTestApp();
  const gm = await t.createGm();
  const kid = await t.createPlayer(gm.id);
  return { t, gm, kid };
}

const presign = (t: ReturnType<typeof makeTestApp>, token: string, query: Record<string, string>) =>
  t.get(`/api/upload/presigned-url?${new URLSearchParams(query)}`, { token });

describe("GET /api/upload/presigned-url + PUT /api/upload/signed", () => {
  test("PUT to the returned URL without a bearer token stores the file, owned by the grantee", async () => {
    const { t, kid } = await setup();
    const grant = await presign(t, kid.token, { filename: "朗读.wav", contentType: "audio/wav" });
    expect(grant.status).toBe(200);
    expect(grant.body.data).toMatchObject({ method: "PUT", kind: "audio" });
    expect(grant.body.data.url).toStartWith("/api/upload/signed?token=");
    expect(Date.parse(grant.body.data.expires_at) - Date.now()).toBeLessThanOrEqual(PRESIGN_TTL_MS);

    const put = await t.send("PUT", grant.body.data.url, files.wav(), { headers: { "content-type": "audio/wav" } });
    expect(put.status).toBe(200);
    const key = put.body.data.key;
    expect(key).toMatch(new RegExp(`^users/${kid.id}/audios/\\d+_朗读\\.wav$`));
    expect(t.db.select().from(uploads).where(eq(uploads.key, key)).get()).toMatchObject({ owner_id: kid.id, uploaded_by: kid.id, kind: "audio", content_type: "audio/wav" });
    expect((await t.get(`/api/r2/image?key=${encodeURIComponent(key)}`, { token: kid.token })).status).toBe(200);
  });

  test("a GM's grant for a player's task folder makes the player the owner", async () => {
    const { t, gm, kid } = await setup();
    const grant = await presign(t, gm.token, { filename: "note.png", contentType: "image/png", filePath: `tasks/${kid.id}/t2` });
    const put = await t.send("PUT", grant.body.data.url, files.png());
    expect(put.status).toBe(200);
    expect(t.db.select().from(uploads).get()).toMatchObject({ owner_id: kid.id, uploaded_by: gm.id });
  });

  test("a player's grant for someone else's folder is refused when used", async () => {
    const { t, gm, kid } = await setup();
    const sibling = await t.createPlayer(gm.id);
    const grant = await presign(t, kid.token, { filename: "x.png", contentType: "image/png", filePath: `tasks/${sibling.id}/t1` });
    const put = await t.send("PUT", grant.body.data.url, files.png());
    expect(put.status).toBe(403);
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
  });

  test("the bytes are still type- and size-checked", async () => {
    const { t, kid } = await setup();
    const fake = await presign(t, kid.token, { filename: "x.wav", contentType: "audio/wav" });
    const disguised = await t.send("PUT", fake.body.data.url, files.text());
    expect(disguised.status).toBe(400);
    expect(disguised.body).toEqual({ error: "请上传有效的音频文件" });

    const img = await presign(t, kid.token, { filename: "big.png", contentType: "image/png" });
    const tooBig = await t.send("PUT", img.body.data.url, files.pngOfSize(10 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ error: "图片大小不能超过10MB" });
    expect(readdirSync(t.store.root, { recursive: true })).toHaveLength(0);
  });

  test("an altered token is 403", async () => {
    const { t, gm, kid } = await setup();
    const url: string = (await presign(t, kid.token, { filename: "x.png", contentType: "image/png" })).body.data.url;
    const token = decodeURIComponent(url.split("token=")[1]!);
    const [body, sig] = token.split(".") as [string, string];
    const grant = JSON.parse(Buffer.from(body, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...grant, uid: gm.id })).toString("base64url");
    for (const bad of [`${forged}.${sig}`, tamperToken(`${body}.${sig}`), `${body}.`, body, `${body}x.${sig}`]) {
      const res = await t.send("PUT", `/api/upload/signed?token=${encodeURIComponent(bad)}`, files.png());
      expect(res.status, bad).toBe(403);
      expect(res.body).toEqual({ error: "上传链接无效或已过期" });
    }
    expect(t.db.select().from(uploads).all()).toHaveLength(0);
  });

  test("an expired token, or one signed with another secret, is 403", async () => {
    const { t, kid } = await setup();
    const expired = presignUpload(TEST_SECRET, kid.id, { filename: "x.png", contentType: "image/png" }, Date.now() - PRESIGN_TTL_MS - 1000);
    const res = await t.send("PUT", expired.url, files.png());
    expect(res.status).toBe(403);
    const foreign = presignUpload("another-secret-entirely-0123456789", kid.id, { filename: "x.png", contentType: "image/png" });
    expect((await t.send("PUT", foreign.url, files.png())).status).toBe(403);
    const fresh = presignUpload(TEST_SECRET, kid.id, { filename: "x.png", contentType: "image/png" });
    expect((await t.send("PUT", fresh.url, files.png())).status).toBe(200);
  });

  test("a grant for a deleted user is 403", async () => {
    const { t, kid } = await setup();
    const url = (await presign(t, kid.token, { filename: "x.png", contentType: "image/png" })).body.data.url;
    t.db.$client.query("DELETE FROM users WHERE id = ?").run(kid.id);
    expect((await t.send("PUT", url, files.png())).status).toBe(403);
  });

  test("asking for a URL needs a login and a file name and type", async () => {
    const { t, kid } = await setup();
    expect((await t.get("/api/upload/presigned-url?filename=a.png&contentType=image/png")).status).toBe(401);
    expect((await presign(t, kid.token, { contentType: "image/png" })).body).toEqual({ error: "缺少文件名" });
    expect((await presign(t, kid.token, { filename: "a.png" })).body).toEqual({ error: "缺少文件类型" });
    expect((await t.send("PUT", "/api/upload/signed", files.png())).status).toBe(400);
  });
});

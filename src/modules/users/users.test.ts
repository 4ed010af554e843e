import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { profiles, userDetails } from "../../../db/schema/index.ts";
import { files, makeTestApp } from "../../test/harness.ts";

const png = () => ({ bytes: files.png(), name: "me.png", type: "image/png" });

describe("GET /api/users/me", () => {
  test("answers the merged view with the default game values", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm({ name: "王老师", username: "WangLaoshi" });
    const res = await t.get("/api/users/me", { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: gm.id,
      email: gm.email,
      username: "WangLaoshi",
      name: "王老师",
      full_name: "王老师",
      role: "GM",
      grade: null,
      school: null,
      avatar_url: null,
      gm_id: null,
      player_level: 1,
      player_xp: 0,
      xp_to_next_level: 100,
      emeralds: 0,
      diamonds: 0,
      learning_stats: { characters_learned: 0, poems_recited: 0, error_count: 0 },
    });
    expect(res.body.data.password_hash).toBeUndefined();
  });

  test("recreates the spec's default profile when the profile row is missing", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const kid = await t.createPlayer(gm.id);
    t.db.delete(profiles).where(eq(profiles.id, kid.id)).run();

    const res = await t.get("/api/users/me", { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: kid.id,
      email: kid.email,
      username: `Player_${kid.id.slice(0, 6)}`,
      role: "PLAYER",
      player_level: 1,
      player_xp: 0,
      xp_to_next_level: 100,
      emeralds: 0,
      diamonds: 0,
      gm_id: null,
    });
    expect(t.db.select().from(profiles).where(eq(profiles.id, kid.id)).get()).toBeDefined();
  });

  test("POST /api/users/me also creates a missing profile", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const kid = await t.createPlayer(gm.id);
    t.db.delete(profiles).where(eq(profiles.id, kid.id)).run();
    const res = await t.post("/api/users/me", undefined, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(`Player_${kid.id.slice(0, 6)}`);
  });

  test("needs a login", async () => {
    const t = makeTestApp();
    expect((await t.get("/api/users/me")).status).toBe(401);
    expect((await t.put("/api/users/me", { name: "小明" })).status).toBe(401);
  });
});

describe("PUT /api/users/me", () => {
  test("updates name, grade, school and an own uploaded avatar", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const kid = await t.createPlayer(gm.id);
    const avatar = await t.upload("/api/upload/avatar", png(), {}, { token: kid.token });
    expect(avatar.status).toBe(200);

    const res = await t.put("/api/users/me", { name: " 小虎 ", grade: "三年级", school: "实验小学", avatar_url: avatar.body.data.url }, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "小虎", full_name: "小虎", grade: "三年级", school: "实验小学", avatar_url: avatar.body.data.url });
    const again = await t.get("/api/users/me", { token: kid.token });
    expect(again.body.data).toMatchObject({ name: "小虎", grade: "三年级", school: "实验小学" });
  });

  test("empty grade, null school and null avatar clear the fields", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    await t.put("/api/users/me", { grade: "初二", school: "一中" }, { token: gm.token });
    const res = await t.put("/api/users/me", { grade: "", school: null, avatar_url: null }, { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ grade: null, school: null, avatar_url: null });
  });

  test("only the sent fields change", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm({ name: "王老师" });
    await t.put("/api/users/me", { school: "一中" }, { token: gm.token });
    const res = await t.put("/api/users/me", { grade: "高一" }, { token: gm.token });
    expect(res.body.data).toMatchObject({ name: "王老师", school: "一中", grade: "高一" });
  });

  test.each([
    ["a one-character name", { name: "王" }, "姓名至少需要2个字符"],
    ["a name of spaces", { name: "   " }, "姓名至少需要2个字符"],
    ["a name that is not text", { name: 42 }, "姓名至少需要2个字符"],
    ["an unknown grade", { grade: "七年级" }, "请选择有效的年级"],
    ["a grade that is not text", { grade: 3 }, "请选择有效的年级"],
    ["a foreign avatar URL", { avatar_url: "https://evil.example/cat.png" }, "请上传有效的图片文件"],
    ["an avatar key that does not exist", { avatar_url: "/api/r2/image?key=avatars%2Fnope%2F1_x.png" }, "请上传有效的图片文件"],
    ["a school name over 100 characters", { school: "校".repeat(101) }, "学校名称不能超过100个字符"],
    ["an avatar URL over 500 characters", { avatar_url: `/api/r2/image?key=${"a".repeat(500)}` }, "请上传有效的图片文件"],
    ["an avatar URL that is not text", { avatar_url: 7 }, "请上传有效的图片文件"],
  ])("rejects %s", async (_label, body, message) => {
    const t = makeTestApp();
    const gm = await t.registerGm({ name: "王老师" });
    const res = await t.put("/api/users/me", body, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect(t.db.select().from(userDetails).get()!.name).toBe("王老师");
  });

  test("an avatar uploaded by someone else is refused", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const kid = await t.createPlayer(gm.id);
    const theirs = await t.upload("/api/upload/avatar", png(), {}, { token: gm.token });
    const res = await t.put("/api/users/me", { avatar_url: theirs.body.data.url }, { token: kid.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "请上传有效的图片文件" });
  });

  test("an own file that is not an image cannot be the avatar", async () => {
    const t = makeTestApp();
    const gm = await t.registerGm();
    const pdf = await t.upload("/api/upload/file", { bytes: files.pdf(), name: "a.pdf", type: "application/pdf" }, {}, { token: gm.token });
    expect(pdf.status).toBe(200);
    const res = await t.put("/api/users/me", { avatar_url: pdf.body.data.url }, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "请上传有效的图片文件" });
  });
});

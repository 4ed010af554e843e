import { describe, expect, test } from "bun:test";
import { files, makeTestApp } from "../../test/harness.ts";

/** One GM with two players, a second GM with one player, and a self-registered player. */
async function classroom() {
  const t = makeTestApp();
  const gm = await t.registerGm({ name: "王老师" });
  const otherGm = await t.createGm({ name: "李老师" });
  const [kid, sibling, stranger] = await Promise.all([
    t.createPlayer(gm.id, { name: "小虎" }),
    t.createPlayer(gm.id, { name: "小兔" }),
    t.createPlayer(otherGm.id, { name: "小龙" }),
  ]);
  return { t, gm, otherGm, kid, sibling, stranger };
}

describe("GET /api/users/{id}", () => {
  test("a user may read themself, and their GM may read them", async () => {
    const { t, gm, kid } = await classroom();
    const self = await t.get(`/api/users/${kid.id}`, { token: kid.token });
    expect(self.status).toBe(200);
    expect(self.body.data).toMatchObject({ id: kid.id, name: "小虎", role: "PLAYER", gm_id: gm.id });
    const byGm = await t.get(`/api/users/${kid.id}`, { token: gm.token });
    expect(byGm.status).toBe(200);
    expect(byGm.body.data.email).toBe(kid.email);
  });

  test("another player, another GM's player and one's own GM are 403", async () => {
    const { t, gm, otherGm, kid, sibling, stranger } = await classroom();
    for (const [who, token, target] of [
      ["sibling", kid.token, sibling.id],
      ["other GM's player", gm.token, stranger.id],
      ["other GM", gm.token, otherGm.id],
      ["player reading GM", kid.token, gm.id],
    ] as const) {
      const res = await t.get(`/api/users/${target}`, { token });
      expect(res.status, who).toBe(403);
      expect(res.body).toEqual({ error: "无权访问该用户的数据" });
    }
  });

  test("an unknown id is 404", async () => {
    const { t, gm } = await classroom();
    const res = await t.get(`/api/users/${crypto.randomUUID()}`, { token: gm.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "未找到该用户" });
  });

  test("needs a login", async () => {
    const { t, kid } = await classroom();
    expect((await t.get(`/api/users/${kid.id}`)).status).toBe(401);
  });
});

describe("PUT /api/users/{id}", () => {
  test("the managing GM may edit their player; the player sees it", async () => {
    const { t, gm, kid } = await classroom();
    const res = await t.put(`/api/users/${kid.id}`, { grade: "四年级", school: "实验小学" }, { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: kid.id, grade: "四年级", school: "实验小学" });
    expect((await t.get("/api/users/me", { token: kid.token })).body.data.grade).toBe("四年级");
  });

  test("a user may edit themself by id", async () => {
    const { t, kid } = await classroom();
    const res = await t.put(`/api/users/${kid.id}`, { name: "小虎子" }, { token: kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe("小虎子");
  });

  test("a player editing another player, or a GM editing another GM's player, is 403 and changes nothing", async () => {
    const { t, gm, kid, sibling, stranger } = await classroom();
    expect((await t.put(`/api/users/${sibling.id}`, { name: "坏名字" }, { token: kid.token })).status).toBe(403);
    expect((await t.put(`/api/users/${stranger.id}`, { name: "坏名字" }, { token: gm.token })).status).toBe(403);
    expect((await t.get("/api/users/me", { token: sibling.token })).body.data.name).toBe("小兔");
    expect((await t.get("/api/users/me", { token: stranger.token })).body.data.name).toBe("小龙");
  });

  test("an unknown id is 404, and validation still applies", async () => {
    const { t, gm, kid } = await classroom();
    expect((await t.put(`/api/users/${crypto.randomUUID()}`, { name: "小虎" }, { token: gm.token })).status).toBe(404);
    const bad = await t.put(`/api/users/${kid.id}`, { grade: "大一" }, { token: gm.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: "请选择有效的年级" });
  });

  test("a GM cannot set a player's avatar to a file the player does not own", async () => {
    const { t, gm, kid } = await classroom();
    const gmsAvatar = await t.upload("/api/upload/avatar", { bytes: files.png(), name: "a.png", type: "image/png" }, {}, { token: gm.token });
    const res = await t.put(`/api/users/${kid.id}`, { avatar_url: gmsAvatar.body.data.url }, { token: gm.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "请上传有效的图片文件" });
  });
});

describe("POST /api/users/fullnames", () => {
  test("a GM sees their own players' names and their own, nobody else's", async () => {
    const { t, gm, otherGm, kid, sibling, stranger } = await classroom();
    const ids = [gm.id, kid.id, sibling.id, stranger.id, otherGm.id, crypto.randomUUID()];
    const res = await t.post("/api/users/fullnames", { userIds: ids }, { token: gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ [gm.id]: "王老师", [kid.id]: "小虎", [sibling.id]: "小兔" });
  });

  test("a player sees themself and their GM only", async () => {
    const { t, gm, otherGm, kid, sibling, stranger } = await classroom();
    const res = await t.post("/api/users/fullnames", { userIds: [gm.id, kid.id, sibling.id, stranger.id, otherGm.id] }, { token: kid.token });
    expect(res.body.data).toEqual({ [gm.id]: "王老师", [kid.id]: "小虎" });
  });

  test("an empty list answers an empty map; bad input is 400", async () => {
    const { t, gm } = await classroom();
    expect((await t.post("/api/users/fullnames", { userIds: [] }, { token: gm.token })).body).toEqual({ data: {} });
    for (const body of [{}, { userIds: "x" }, { userIds: Array.from({ length: 501 }, () => "x") }]) {
      const res = await t.post("/api/users/fullnames", body, { token: gm.token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("userIds 必须是最多500个用户ID的列表");
    }
  });

  test("needs a login", async () => {
    const { t, gm } = await classroom();
    expect((await t.post("/api/users/fullnames", { userIds: [gm.id] })).status).toBe(401);
  });
});

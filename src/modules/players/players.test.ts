import { describe, expect, test } from "bun:test";
import { makeWorld } from "../../test/quests-fixtures.ts";

const newPlayer = (extra: object = {}) => ({ email: "XiaoLi@Example.com", username: "xiaoli", name: "小李", grade: "三年级", school: "实验小学", ...extra });

describe("GET /api/users/managed-players and /api/users/gm/{gmId}/players", () => {
  test("a GM sees only their own players, with names and game values", async () => {
    const t = await makeWorld();
    const res = await t.get("/api/users/managed-players", { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((p: any) => p.id).sort()).toEqual([t.kid.id, t.sibling.id].sort());
    expect(res.body.data.find((p: any) => p.id === t.kid.id)).toMatchObject({
      username: t.kid.username,
      full_name: "小明",
      email: t.kid.email,
      player_level: 1,
      player_xp: 0,
      xp_to_next_level: 100,
      emeralds: 0,
      diamonds: 0,
      gm_id: t.gm.id,
      reset_requested_at: null,
    });
    expect(res.body.data[0].password_hash).toBeUndefined();
    const byId = await t.get(`/api/users/gm/${t.gm.id}/players`, { token: t.gm.token });
    expect(byId.body).toEqual(res.body);
  });

  test("players and other GMs are refused", async () => {
    const t = await makeWorld();
    expect((await t.get("/api/users/managed-players", { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/users/gm/${t.gm.id}/players`, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.get(`/api/users/gm/${t.gm.id}/players`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get("/api/users/managed-players")).status).toBe(401);
    // The users module's /users/{id} still answers for real ids.
    expect((await t.get(`/api/users/${t.kid.id}`, { token: t.gm.token })).body.data.id).toBe(t.kid.id);
  });
});

describe("POST /api/users/players (D3)", () => {
  test("creates a managed player and a one-time setup code that sets the password", async () => {
    const t = await makeWorld();
    const res = await t.post("/api/users/players", newPlayer({ gm_id: t.gm.id }), { token: t.gm.token });
    expect(res.status).toBe(200);
    const { player, setup_code, setup_link, expires_at } = res.body.data;
    expect(player).toMatchObject({ username: "xiaoli", email: "xiaoli@example.com", full_name: "小李", grade: "三年级", school: "实验小学", gm_id: t.gm.id, player_level: 1, player_xp: 0 });
    expect(setup_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(setup_link).toBe(`http://localhost/reset-password?email=xiaoli&code=${setup_code}`);
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // The player appears in the GM's list and nobody knows a password yet.
    expect((await t.get("/api/users/managed-players", { token: t.gm.token })).body.total).toBe(3);
    expect((await t.post("/api/auth/login", { email: "xiaoli", password: "anything" })).status).toBe(401);

    const redeemed = await t.post("/api/auth/reset-password", { email: "xiaoli", code: setup_code, new_password: "newpass123" });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.data.user.id).toBe(player.id);
    expect(await t.login("xiaoli", "newpass123")).toBeString();
    // One-time: the same code does not work twice.
    expect((await t.post("/api/auth/reset-password", { email: "xiaoli", code: setup_code, new_password: "again1234" })).status).toBe(400);
  });

  test("the link uses the configured public URL when set", async () => {
    const t = await makeWorld({ config: { publicUrl: "http://pi.local:3000" } });
    const res = await t.post("/api/users/players", newPlayer(), { token: t.gm.token });
    expect(res.body.data.setup_link).toStartWith("http://pi.local:3000/reset-password?email=xiaoli&code=");
  });

  test("validation of 3-gm §5 and duplicates", async () => {
    const t = await makeWorld();
    const post = (body: object, token = t.gm.token) => t.post("/api/users/players", body, { token });
    for (const missing of ["email", "username", "name"]) {
      const body: Record<string, unknown> = newPlayer();
      delete body[missing];
      expect((await post(body)).body.error).toBe("请填写所有必填字段");
      expect((await post({ ...newPlayer(), [missing]: "  " })).body.error).toBe("请填写所有必填字段");
    }
    expect((await post(newPlayer({ email: "not-an-email" }))).body.error).toBe("请输入有效的邮箱地址");
    expect((await post(newPlayer({ username: "has space" }))).status).toBe(400);
    expect((await post(newPlayer({ grade: "大一" }))).body.error).toBe("请选择有效的年级");
    expect((await post(newPlayer({ grade: null, school: null }))).status).toBe(200);
    const dupEmail = await post(newPlayer({ username: "other" }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error).toBe("该邮箱已被注册");
    const dupName = await post(newPlayer({ email: "new@example.com", username: "XIAOLI" }));
    expect(dupName.status).toBe(409);
    expect((await post(newPlayer({ email: "z@example.com", username: "zz", gm_id: t.otherGm.id }))).status).toBe(403);
    expect((await post(newPlayer({ email: "z@example.com", username: "zz" }), t.kid.token)).status).toBe(403);
  });
});

describe("reset codes and forgot-password requests (D3)", () => {
  test("the GM sees the request, issues a code, the player redeems it and the request closes", async () => {
    const t = await makeWorld();
    await t.post("/api/auth/forgot-password", { email: t.kid.username });
    await t.post("/api/auth/forgot-password", { email: t.stranger.username });
    const requests = await t.get("/api/users/password-reset-requests", { token: t.gm.token });
    expect(requests.status).toBe(200);
    expect(requests.body.total).toBe(1);
    expect(requests.body.data[0]).toMatchObject({ user_id: t.kid.id, username: t.kid.username, full_name: "小明" });
    const listed = (await t.get("/api/users/managed-players", { token: t.gm.token })).body.data.find((p: any) => p.id === t.kid.id);
    expect(listed.reset_requested_at).toBe(requests.body.data[0].created_at);

    const issued = await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.gm.token });
    expect(issued.status).toBe(200);
    expect(issued.body.data.reset_link).toBe(`http://localhost/reset-password?email=${t.kid.username}&code=${issued.body.data.reset_code}`);
    const redeemed = await t.post("/api/auth/reset-password", { email: t.kid.username, code: issued.body.data.reset_code, new_password: "fresh1234" });
    expect(redeemed.status).toBe(200);
    expect((await t.get("/api/users/password-reset-requests", { token: t.gm.token })).body.total).toBe(0);
  });

  test("a new code voids the previous one", async () => {
    const t = await makeWorld();
    const first = (await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.gm.token })).body.data.reset_code;
    const second = (await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.gm.token })).body.data.reset_code;
    expect((await t.post("/api/auth/reset-password", { email: t.kid.username, code: first, new_password: "fresh1234" })).status).toBe(400);
    expect((await t.post("/api/auth/reset-password", { email: t.kid.username, code: second, new_password: "fresh1234" })).status).toBe(200);
  });

  test("only the player's own GM", async () => {
    const t = await makeWorld();
    expect((await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.sibling.token })).status).toBe(403);
    expect((await t.post(`/api/users/${t.kid.id}/reset-code`, undefined, { token: t.kid.token })).status).toBe(403);
    expect((await t.post("/api/users/nobody/reset-code", undefined, { token: t.gm.token })).status).toBe(404);
    expect((await t.get("/api/users/password-reset-requests", { token: t.kid.token })).status).toBe(403);
  });
});

import { describe, expect, test } from "bun:test";
import { standing } from "../../test/quests-fixtures.ts";
import { logsOf, makeWorld, setStanding } from "../rewards/economy-fixtures.ts";

describe("PUT /api/users/{id}/resources (3-gm §5, D8, D11)", () => {
  test("adjustments with a reason: level-up arithmetic, the answer, and the log line", async () => {
    const t = await makeWorld();
    setStanding(t, t.kid.id, { player_xp: 90, emeralds: 5 });
    const res = await t.put(`/api/users/${t.kid.id}/resources`, { xp_delta: 420, emeralds_delta: 10, diamonds_delta: 0, reason: "  期末考试进步  " }, { token: t.gm.token });
    expect(res.status).toBe(200);
    // 90 + 420 = 510 → L2 (410 left, next 200) → L3 (210 left, next 300).
    expect(res.body.data).toMatchObject({
      player: { id: t.kid.id, username: t.kid.username, full_name: "小明", player_level: 3, player_xp: 210, xp_to_next_level: 300, emeralds: 15, diamonds: 0 },
      change: { xp: 420, emeralds: 10, diamonds: 0 },
      levels_gained: 2,
      achievements_unlocked: [],
    });
    expect(logsOf(t, t.kid.id)).toEqual([
      expect.objectContaining({ id: res.body.data.log_id, action: "RESOURCES_ADJUSTED", xp_awarded: 420, emeralds_awarded: 10, diamonds_awarded: 0, reason: "期末考试进步", source_type: "GM", created_by: t.gm.id }),
    ]);
  });

  test("results are floored at 0; an XP loss stays within the level (levels never go down)", async () => {
    const t = await makeWorld();
    setStanding(t, t.kid.id, { player_level: 3, player_xp: 20, xp_to_next_level: 300, emeralds: 5, diamonds: 1 });
    const res = await t.put(`/api/users/${t.kid.id}/resources`, { xp_delta: -50, emeralds_delta: -100, diamonds_delta: -1, reason: "记错了" }, { token: t.gm.token });
    expect(res.body.data).toMatchObject({ player: { player_level: 3, player_xp: 0, xp_to_next_level: 300, emeralds: 0, diamonds: 0 }, change: { xp: -20, emeralds: -5, diamonds: -1 }, levels_gained: 0 });
    expect(logsOf(t, t.kid.id)[0]).toMatchObject({ xp_awarded: -20, emeralds_awarded: -5, diamonds_awarded: -1 });
  });

  test("absolute values: XP beyond the threshold levels up; the log records the difference", async () => {
    const t = await makeWorld();
    setStanding(t, t.kid.id, { emeralds: 40, diamonds: 3 });
    const res = await t.put(`/api/users/${t.kid.id}/resources`, { player_xp: 450, emeralds: 7, diamonds: 3, reason: "迁移旧数据" }, { token: t.gm.token });
    // 450 → L2 (350, next 200) → L3 (150, next 300).
    expect(res.body.data).toMatchObject({ player: { player_level: 3, player_xp: 150, xp_to_next_level: 300, emeralds: 7, diamonds: 3 }, change: { xp: 450, emeralds: -33, diamonds: 0 } });
    expect(standing(t, t.kid.id)).toEqual({ player_level: 3, player_xp: 150, xp_to_next_level: 300, emeralds: 7, diamonds: 3 });
    expect(logsOf(t, t.kid.id)[0]).toMatchObject({ xp_awarded: 450, emeralds_awarded: -33, diamonds_awarded: 0 });
  });

  test("validation: reason required, something must change, one form per resource, integers", async () => {
    const t = await makeWorld();
    const put = (body: object) => t.put(`/api/users/${t.kid.id}/resources`, body, { token: t.gm.token });
    expect(await put({ emeralds_delta: 5 })).toMatchObject({ status: 400, body: { error: "请输入调整原因" } });
    expect((await put({ emeralds_delta: 5, reason: "   " })).body.error).toBe("请输入调整原因");
    expect((await put({ xp_delta: 0, emeralds_delta: 0, diamonds_delta: 0, reason: "无" })).body.error).toBe("请至少调整一项资源");
    expect((await put({})).body.error).toBe("请至少调整一项资源");
    expect((await put({ emeralds: 0, reason: "same" })).body.error).toBe("请至少调整一项资源");
    expect((await put({ emeralds: 5, emeralds_delta: 5, reason: "x" })).body.error).toBe("同一资源不能同时设置数值和调整量");
    expect((await put({ emeralds: -1, reason: "x" })).body.error).toBe("绿宝石数量需为不小于0的整数");
    expect((await put({ xp_delta: 1.5, reason: "x" })).body.error).toBe("经验调整需为整数");
    expect((await put({ diamonds_delta: "abc", reason: "x" })).body.error).toBe("钻石调整需为整数");
    expect((await put({ emeralds_delta: 1, reason: "长".repeat(201) })).body.error).toBe("调整原因不能超过200个字符");
    expect(logsOf(t, t.kid.id)).toEqual([]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 0, emeralds: 0, diamonds: 0 });
  });
});

describe("POST /api/users/{id}/award-xp and /award-resources", () => {
  test("award XP (levelling per D8) and resources, each logged", async () => {
    const t = await makeWorld();
    const xp = await t.post(`/api/users/${t.kid.id}/award-xp`, { xp: 120 }, { token: t.gm.token });
    expect(xp.status).toBe(200);
    expect(xp.body.data).toMatchObject({ player: { player_level: 2, player_xp: 20, xp_to_next_level: 200 }, change: { xp: 120, emeralds: 0, diamonds: 0 }, levels_gained: 1 });
    const res = await t.post(`/api/users/${t.kid.id}/award-resources`, { emeralds: 5, diamonds: 1, reason: "帮忙做家务" }, { token: t.gm.token });
    expect(res.body.data).toMatchObject({ player: { emeralds: 5, diamonds: 1 }, change: { xp: 0, emeralds: 5, diamonds: 1 } });
    expect(logsOf(t, t.kid.id).map((l) => [l.action, l.xp_awarded, l.emeralds_awarded, l.diamonds_awarded, l.reason])).toEqual([
      ["XP_AWARDED", 120, 0, 0, null],
      ["RESOURCES_AWARDED", 0, 5, 1, "帮忙做家务"],
    ]);
  });

  test("awards are not negative and not empty", async () => {
    const t = await makeWorld();
    expect((await t.post(`/api/users/${t.kid.id}/award-xp`, { xp: -5 }, { token: t.gm.token })).body.error).toBe("经验值需为不小于0的整数");
    expect((await t.post(`/api/users/${t.kid.id}/award-xp`, {}, { token: t.gm.token })).body.error).toBe("经验值需为不小于0的整数");
    expect((await t.post(`/api/users/${t.kid.id}/award-xp`, { xp: 0 }, { token: t.gm.token })).body.error).toBe("请至少调整一项资源");
    expect((await t.post(`/api/users/${t.kid.id}/award-resources`, { emeralds: -1 }, { token: t.gm.token })).body.error).toBe("绿宝石数量需为不小于0的整数");
    expect((await t.post(`/api/users/${t.kid.id}/award-resources`, {}, { token: t.gm.token })).body.error).toBe("请至少调整一项资源");
  });
});

describe("authorization (D11)", () => {
  test("a player cannot award or adjust anyone, themself included; a GM only their own players", async () => {
    const t = await makeWorld();
    const calls = (id: string) => [
      ["PUT", `/api/users/${id}/resources`, { emeralds_delta: 100, reason: "我想要" }],
      ["POST", `/api/users/${id}/award-xp`, { xp: 100 }],
      ["POST", `/api/users/${id}/award-resources`, { emeralds: 100, diamonds: 100 }],
      ["POST", "/api/rewards/logs", { user_id: id, xp_awarded: 100, reason: "我想要" }],
    ] as const;
    for (const [method, path, body] of calls(t.kid.id)) {
      expect((await t.send(method, path, body, { token: t.kid.token })).status).toBe(403);
      expect((await t.send(method, path, body, { token: t.sibling.token })).status).toBe(403);
      expect((await t.send(method, path, body, { token: t.otherGm.token })).status).toBe(403);
      expect((await t.send(method, path, body)).status).toBe(401);
    }
    for (const [method, path, body] of calls(t.gm.id)) expect((await t.send(method, path, body, { token: t.gm.token })).status).toBe(403);
    for (const [method, path, body] of calls("nobody")) expect((await t.send(method, path, body, { token: t.gm.token })).status).toBe(404);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 0, emeralds: 0, diamonds: 0 });
    expect(logsOf(t, t.kid.id)).toEqual([]);
  });
});

describe("the reward log (GET and POST /api/rewards/logs)", () => {
  test("a GM's manual entry is applied like an adjustment and needs a reason", async () => {
    const t = await makeWorld();
    const res = await t.post("/api/rewards/logs", { user_id: t.kid.id, action: "课堂表现好", xp_awarded: 30, emeralds_awarded: 3 }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ player: { player_xp: 30, emeralds: 3 }, change: { xp: 30, emeralds: 3, diamonds: 0 } });
    expect(logsOf(t, t.kid.id)[0]).toMatchObject({ action: "GM_AWARD", reason: "课堂表现好", xp_awarded: 30 });
    expect((await t.post("/api/rewards/logs", { user_id: t.kid.id, xp_awarded: 5 }, { token: t.gm.token })).body.error).toBe("请输入调整原因");
    expect((await t.post("/api/rewards/logs", { xp_awarded: 5, reason: "x" }, { token: t.gm.token })).body.error).toBe("请选择玩家");
  });

  test("the history: newest first, labelled, paged; the player's own or their GM's view", async () => {
    const t = await makeWorld();
    await t.post(`/api/users/${t.kid.id}/award-xp`, { xp: 10, reason: "一" }, { token: t.gm.token });
    await t.post(`/api/users/${t.kid.id}/award-resources`, { emeralds: 2, reason: "二" }, { token: t.gm.token });
    await t.put(`/api/users/${t.kid.id}/resources`, { diamonds_delta: 1, reason: "三" }, { token: t.gm.token });
    await t.post(`/api/users/${t.sibling.id}/award-xp`, { xp: 1 }, { token: t.gm.token });
    const res = await t.get("/api/rewards/logs?limit=2", { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((l: any) => [l.action, l.action_label, l.reason])).toEqual([
      ["RESOURCES_ADJUSTED", "GM调整资源", "三"],
      ["RESOURCES_AWARDED", "GM奖励资源", "二"],
    ]);
    expect(res.body.data[0]).toMatchObject({ user_id: t.kid.id, username: t.kid.username, diamonds_awarded: 1, created_by: t.gm.id, created_by_name: "王老师" });
    expect((await t.get("/api/rewards/logs?limit=2&offset=2", { token: t.kid.token })).body.data.map((l: any) => l.reason)).toEqual(["一"]);
    expect((await t.get("/api/rewards/logs?action=XP_AWARDED", { token: t.kid.token })).body.total).toBe(1);
    expect((await t.get(`/api/rewards/logs?player_id=${t.kid.id}`, { token: t.gm.token })).body.total).toBe(3);
    expect((await t.get("/api/rewards/logs", { token: t.gm.token })).body.total).toBe(4);
    expect((await t.get(`/api/rewards/logs?player_id=${t.sibling.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/rewards/logs?player_id=${t.kid.id}`, { token: t.otherGm.token })).status).toBe(403);
  });
});

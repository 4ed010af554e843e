import { describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { playerAchievements } from "../../../db/schema/index.ts";
import { freezeTime, standing, submittedTask, type World } from "../../test/quests-fixtures.ts";
import { logsOf, makeAchievementWorld, makeItem, setStanding } from "../rewards/economy-fixtures.ts";

const unlockedKeys = (t: World, playerId: string) =>
  t.db.select({ id: playerAchievements.template_id }).from(playerAchievements).where(eq(playerAchievements.player_id, playerId)).all().length;

async function approve(t: World, player = t.kid, body: Record<string, unknown> = {}) {
  const task = await submittedTask(t, t.gm, player, { gm_added_xp_reward: 10, gm_added_emeralds_reward: 2, gm_added_diamonds_reward: 0, ...body });
  const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.gm.token });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const templateId = async (t: World, key: string) => (await t.get("/api/achievements/templates", { token: t.gm.token })).body.data.find((a: any) => a.key === key).id;

describe("automatic unlocking (E10)", () => {
  test("the first approved quest unlocks 初次冒险, pays it once, and the approval answer says so", async () => {
    const t = await makeAchievementWorld();
    const first = await approve(t);
    expect(first.award).toMatchObject({ xp: 10, emeralds: 2 });
    expect(first.achievements_unlocked).toEqual([
      expect.objectContaining({ key: "first_quest", name: "初次冒险", icon: "🗺️", player_id: t.kid.id, source: "AUTO", xp_awarded: 10, emeralds_awarded: 5, diamonds_awarded: 0 }),
    ]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 20, emeralds: 7 });
    const second = await approve(t);
    expect(second.achievements_unlocked).toEqual([]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 30, emeralds: 9 });
    expect(logsOf(t, t.kid.id).map((l) => [l.action, l.reason, l.xp_awarded, l.emeralds_awarded])).toEqual([
      ["TASK_COMPLETED", "练字一页", 10, 2],
      ["ACHIEVEMENT_UNLOCKED", "初次冒险", 10, 5],
      ["TASK_COMPLETED", "练字一页", 10, 2],
    ]);
    const unlocked = await t.get("/api/achievements/unlocked", { token: t.kid.token });
    expect(unlocked.body).toMatchObject({ total: 1, data: [{ key: "first_quest", username: t.kid.username }] });
  });

  test("the player's own quick-add tasks do not count as quests", async () => {
    const t = await makeAchievementWorld();
    const task = (await t.post("/api/tasks/instances", { subject: "家务", content: "洗碗" }, { token: t.kid.token })).body.data;
    const done = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.kid.token });
    expect(done.body.data.award).toMatchObject({ xp: 5 });
    expect(done.body.data.achievements_unlocked).toEqual([]);
  });

  test("a redemption unlocks 第一次兑换; a GM's award can reach levels (cascading) in one answer", async () => {
    const t = await makeAchievementWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 0 });
    const redeemed = await t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: t.kid.token });
    expect(redeemed.body.data.achievements_unlocked.map((a: any) => a.key)).toEqual(["first_redemption"]);
    expect(redeemed.body.data.profile).toMatchObject({ player_xp: 10 });
    // 10 + 990 = 1000 XP earned → level 5 (100+200+300+400) with 0 left; then 经验丰富 and 初露锋芒 pay emeralds.
    const award = await t.post(`/api/users/${t.kid.id}/award-xp`, { xp: 990 }, { token: t.gm.token });
    expect(award.body.data.achievements_unlocked.map((a: any) => a.key).sort()).toEqual(["level_5", "xp_1000"]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_level: 5, player_xp: 0, emeralds: 40 });
  });

  test("three consecutive local days with submitted quests unlock 坚持三天 (days in the configured zone)", async () => {
    const t = await makeAchievementWorld();
    // Shanghai days 03-10, 03-11, 03-12; the second is 00:30 local but still 03-10 in UTC.
    for (const at of ["2025-03-10T04:00:00Z", "2025-03-10T16:30:00Z", "2025-03-12T09:00:00Z"]) {
      freezeTime(at);
      await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 1 });
    }
    freezeTime("2025-03-13T09:00:00Z");
    const pending = (await t.get(`/api/tasks/gm/${t.gm.id}/instances?status=PENDING_REVIEW`, { token: t.gm.token })).body.data;
    expect(pending.length).toBe(3);
    let unlocked: string[] = [];
    // The GM approves all three a day later: the days the work was done count.
    for (const task of pending) {
      const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.gm.token });
      unlocked = unlocked.concat(res.body.data.achievements_unlocked.map((a: any) => a.key));
    }
    expect(unlocked).toEqual(["first_quest", "streak_3"]);
    const streak = (await t.get("/api/achievements/templates", { token: t.kid.token })).body.data.find((a: any) => a.key === "streak_7");
    expect(streak.progress).toEqual({ current: 3, threshold: 7, unlocked: false, unlocked_at: null });
  });
});

describe("POST /api/achievements/check", () => {
  test("parallel checks unlock and pay once", async () => {
    const t = await makeAchievementWorld();
    setStanding(t, t.kid.id, { player_level: 5, xp_to_next_level: 500 });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.post(`/api/achievements/check?player_id=${t.kid.id}`, undefined, { token: t.kid.token })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const all = results.flatMap((r) => r.body.data.achievements_unlocked.map((a: any) => a.key));
    expect(all).toEqual(["level_5"]);
    expect(unlockedKeys(t, t.kid.id)).toBe(1);
    expect(standing(t, t.kid.id).emeralds).toBe(20);
    expect(logsOf(t, t.kid.id).length).toBe(1);
  });

  test("a player checks themself; a GM their players (player_id required)", async () => {
    const t = await makeAchievementWorld();
    expect((await t.post("/api/achievements/check", undefined, { token: t.kid.token })).body.data).toEqual({ achievements_unlocked: [] });
    expect((await t.post(`/api/achievements/check?player_id=${t.kid.id}`, undefined, { token: t.gm.token })).status).toBe(200);
    expect((await t.post("/api/achievements/check", undefined, { token: t.gm.token })).body.error).toBe("请选择玩家");
    expect((await t.post(`/api/achievements/check?player_id=${t.sibling.id}`, undefined, { token: t.kid.token })).status).toBe(403);
    expect((await t.post(`/api/achievements/check?player_id=${t.kid.id}`, undefined, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.post("/api/achievements/check")).status).toBe(401);
  });
});

describe("POST /api/achievements/unlock (GM grant)", () => {
  test("the GM grants one to their player: paid once, then 409", async () => {
    const t = await makeAchievementWorld();
    const id = await templateId(t, "streak_7");
    const res = await t.post("/api/achievements/unlock", { player_id: t.kid.id, template_id: id }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data.achievement).toMatchObject({ key: "streak_7", source: "GM_GRANT", granted_by: t.gm.id, xp_awarded: 50, emeralds_awarded: 15, diamonds_awarded: 1 });
    expect(res.body.data.achievements_unlocked.map((a: any) => a.key)).toEqual(["streak_7"]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 50, emeralds: 15, diamonds: 1 });
    const again = await t.post("/api/achievements/unlock", { player_id: t.kid.id, template_id: id }, { token: t.gm.token });
    expect(again).toMatchObject({ status: 409, body: { error: "该玩家已解锁此成就" } });
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 50, emeralds: 15, diamonds: 1 });
    expect(logsOf(t, t.kid.id)).toEqual([expect.objectContaining({ action: "ACHIEVEMENT_UNLOCKED", reason: "一周不停歇", created_by: t.gm.id })]);
  });

  test("players cannot grant; other GMs cannot grant to my players; unknown achievement 404", async () => {
    const t = await makeAchievementWorld();
    const id = await templateId(t, "first_quest");
    expect((await t.post("/api/achievements/unlock", { player_id: t.kid.id, template_id: id }, { token: t.kid.token })).status).toBe(403);
    expect((await t.post("/api/achievements/unlock", { player_id: t.kid.id, template_id: id }, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.post("/api/achievements/unlock", { player_id: t.kid.id, template_id: "nope" }, { token: t.gm.token })).status).toBe(404);
    expect((await t.post("/api/achievements/unlock", { template_id: id }, { token: t.gm.token })).body.error).toBe("请选择玩家");
    expect(unlockedKeys(t, t.kid.id)).toBe(0);
  });
});

describe("GET /api/achievements/templates and /unlocked", () => {
  test("templates with the player's progress; a GM sees progress only for a player they manage", async () => {
    const t = await makeAchievementWorld();
    setStanding(t, t.kid.id, { player_level: 3 });
    await approve(t);
    const res = await t.get("/api/achievements/templates", { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(12);
    const byKey = Object.fromEntries(res.body.data.map((a: any) => [a.key, a]));
    expect(byKey.first_quest).toMatchObject({ name: "初次冒险", criterion_type: "QUESTS_COMPLETED", criterion_label: "完成任务数", threshold: 1, xp_reward: 10, progress: { current: 1, threshold: 1, unlocked: true } });
    expect(byKey.first_quest.progress.unlocked_at).toBeString();
    expect(byKey.quests_10.progress).toEqual({ current: 1, threshold: 10, unlocked: false, unlocked_at: null });
    expect(byKey.level_5.progress.current).toBe(3);
    expect(byKey.emeralds_100.progress.current).toBe(7);
    expect((await t.get("/api/achievements/templates", { token: t.gm.token })).body.data[0].progress).toBeNull();
    expect((await t.get(`/api/achievements/templates?player_id=${t.kid.id}`, { token: t.gm.token })).body.data[0].progress).toMatchObject({ current: 1 });
    expect((await t.get(`/api/achievements/templates?player_id=${t.kid.id}`, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.get(`/api/achievements/templates?player_id=${t.kid.id}`, { token: t.sibling.token })).status).toBe(403);
  });

  test("unlocked lists: the player's own; a GM's players' (one or all)", async () => {
    const t = await makeAchievementWorld();
    await approve(t, t.kid);
    await approve(t, t.sibling);
    expect((await t.get(`/api/achievements/unlocked?player_id=${t.kid.id}`, { token: t.kid.token })).body.total).toBe(1);
    expect((await t.get(`/api/achievements/unlocked?player_id=${t.sibling.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get("/api/achievements/unlocked", { token: t.gm.token })).body.total).toBe(2);
    expect((await t.get(`/api/achievements/unlocked?player_id=${t.sibling.id}`, { token: t.gm.token })).body.data[0]).toMatchObject({ key: "first_quest", username: t.sibling.username });
    expect((await t.get("/api/achievements/unlocked", { token: t.otherGm.token })).body.total).toBe(0);
    const count0 = t.db.select({ n: count() }).from(playerAchievements).get()!.n;
    expect(count0).toBe(2);
  });
});

import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { profiles, rewardLogs } from "../../../db/schema/index.ts";
import { accept, difficulty, makeTemplate, makeWorld, standing, submittedTask, taskPhoto } from "../../test/quests-fixtures.ts";
import { completeInstance } from "./complete.ts";

const logsOf = (t: Awaited<ReturnType<typeof makeWorld>>, userId: string) => t.db.select().from(rewardLogs).where(eq(rewardLogs.user_id, userId)).all();

describe("GM approval (3-gm §4, D7)", () => {
  test("approve: COMPLETED, completed_at, notes and annotations saved, gm_added rewards paid, logged", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 30, gm_added_emeralds_reward: 4, gm_added_diamonds_reward: 1 });
    const annotated = await taskPhoto(t, t.gm, t.kid.id, task.id);
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED", notes_by_gm: "写得很工整", gm_annotated_image_urls: [annotated] }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "COMPLETED",
      notes_by_gm: "写得很工整",
      gm_feedback: { notes: "写得很工整", annotated_images: [annotated] },
      gm_annotated_image_urls: [annotated],
      gm_annotated_image_url: annotated,
      awarded_xp: 30,
      awarded_emeralds: 4,
      awarded_diamonds: 1,
      award: { xp: 30, emeralds: 4, diamonds: 1, levels_gained: 0, profile: { player_level: 1, player_xp: 30, xp_to_next_level: 100, emeralds: 4, diamonds: 1 } },
    });
    expect(res.body.data.completed_at).not.toBeNull();
    expect(standing(t, t.kid.id)).toEqual({ player_level: 1, player_xp: 30, xp_to_next_level: 100, emeralds: 4, diamonds: 1 });
    const logs = logsOf(t, t.kid.id);
    expect(logs.length).toBe(1);
    expect(logs[0]).toMatchObject({ action: "TASK_COMPLETED", xp_awarded: 30, emeralds_awarded: 4, diamonds_awarded: 1, source_type: "TASK_INSTANCE", source_id: task.id, created_by: t.gm.id, reason: "练字一页" });
  });

  test("the GM's reward values win; template × difficulty multiplier otherwise (rounded)", async () => {
    const t = await makeWorld();
    const stone = await difficulty(t, t.gm, "石镐"); // × 1.2
    const template = await makeTemplate(t, t.gm, { xp_reward: 15, emeralds_reward: 5, diamonds_reward: 1, difficulty_id: stone.id });
    const a = await accept(t, t.kid, template.id);
    expect(a.rewards).toEqual({ xp: 18, emeralds: 6, diamonds: 1 });
    await t.put(`/api/tasks/instances/${a.id}/submit`, { notes: "好了" }, { token: t.kid.token });
    const approved = await t.put(`/api/tasks/instances/${a.id}`, { status: "COMPLETED" }, { token: t.gm.token });
    expect(approved.body.data.award).toMatchObject({ xp: 18, emeralds: 6, diamonds: 1 });

    const b = await accept(t, t.sibling, template.id);
    await t.put(`/api/tasks/instances/${b.id}/submit`, { notes: "好了" }, { token: t.sibling.token });
    const overridden = await t.put(`/api/tasks/instances/${b.id}`, { status: "COMPLETED", xp_reward: 0, diamonds_reward: 3 }, { token: t.gm.token });
    expect(overridden.body.data.award).toMatchObject({ xp: 0, emeralds: 6, diamonds: 3 });
    expect(standing(t, t.sibling.id)).toMatchObject({ player_xp: 0, emeralds: 6, diamonds: 3 });
    // Once paid, the task shows what it paid, not what the template would pay.
    expect(overridden.body.data.rewards).toEqual({ xp: 0, emeralds: 6, diamonds: 3 });
    const listed = await t.get(`/api/tasks/instances/${b.id}`, { token: t.sibling.token });
    expect(listed.body.data.rewards).toEqual({ xp: 0, emeralds: 6, diamonds: 3 });
  });

  test("rounding of multiplied rewards: 5 × 1.5 = 7.5 → 8, 15 × 2.5 = 37.5 → 38, 3 × 1.2 = 3.6 → 4", async () => {
    const t = await makeWorld();
    const iron = await difficulty(t, t.gm, "铁镐");
    const diamond = await difficulty(t, t.gm, "钻石镐");
    expect((await accept(t, t.kid, (await makeTemplate(t, t.gm, { xp_reward: 5, difficulty_id: iron.id })).id)).rewards.xp).toBe(8);
    expect((await accept(t, t.kid, (await makeTemplate(t, t.gm, { xp_reward: 15, difficulty_id: diamond.id })).id)).rewards.xp).toBe(38);
    const stone = await difficulty(t, t.gm, "石镐");
    expect((await accept(t, t.kid, (await makeTemplate(t, t.gm, { xp_reward: 3, difficulty_id: stone.id })).id)).rewards.xp).toBe(4);
  });

  test("level-up (D8): subtract, level + 1, next = 100 × new level, repeatedly", async () => {
    const t = await makeWorld();
    t.db.update(profiles).set({ player_xp: 90 }).where(eq(profiles.id, t.kid.id)).run();
    const task = await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 420 });
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.gm.token });
    // 90 + 420 = 510 → L2 (410 left, next 200) → L3 (210 left, next 300) → stays.
    expect(res.body.data.award).toMatchObject({ levels_gained: 2, profile: { player_level: 3, player_xp: 210, xp_to_next_level: 300 } });
    expect(standing(t, t.kid.id)).toMatchObject({ player_level: 3, player_xp: 210, xp_to_next_level: 300 });
  });

  test("exactly reaching the threshold levels up to 0 XP", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 100 });
    await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.gm.token });
    expect(standing(t, t.kid.id)).toMatchObject({ player_level: 2, player_xp: 0, xp_to_next_level: 200 });
  });

  test("reward overrides must be integers ≥ 0 and only come with approval", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    const put = (body: object) => t.put(`/api/tasks/instances/${task.id}`, body, { token: t.gm.token });
    expect((await put({ status: "COMPLETED", xp_reward: -1 })).body.error).toBe("奖励数值需为不小于0的整数");
    expect((await put({ status: "COMPLETED", emeralds_reward: 2.5 })).status).toBe(400);
    expect((await put({ status: "ACCEPTED", xp_reward: 5 })).body.error).toBe("奖励调整只能在批准（完成）任务时使用");
    expect(standing(t, t.kid.id).player_xp).toBe(0);
  });

  test("annotated images must be the player's task files", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    const gmOwn = await t.upload("/api/upload/image", { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]), name: "a.png" }, {}, { token: t.gm.token });
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED", gm_annotated_image_url: gmOwn.body.data.url }, { token: t.gm.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("批注图片无效：请上传到该玩家的任务目录后再保存");
  });
});

describe("GM rejection", () => {
  test("back to ACCEPTED with notes_by_gm as JSON of notes and annotated images; no pay", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    const annotated = await taskPhoto(t, t.gm, t.kid.id, task.id);
    const res = await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED", notes_by_gm: "第三行重写", gm_annotated_image_urls: [annotated] }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("ACCEPTED");
    expect(JSON.parse(res.body.data.notes_by_gm)).toEqual({ notes: "第三行重写", annotated_images: [annotated] });
    expect(res.body.data.gm_feedback).toEqual({ notes: "第三行重写", annotated_images: [annotated] });
    expect(res.body.data.award).toBeNull();
    expect(standing(t, t.kid.id).player_xp).toBe(0);
    // The player can read the annotation and resubmit.
    expect((await t.get(annotated, { token: t.kid.token })).status).toBe(200);
    expect((await t.put(`/api/tasks/instances/${task.id}/submit`, { notes: "重写了" }, { token: t.kid.token })).body.data.status).toBe("PENDING_REVIEW");
  });

  test("a player cannot approve or reject, even their own task", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED", notes_by_gm: "x" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "ACCEPTED" }, { token: t.kid.token })).status).toBe(409);
  });

  test("another GM cannot review my player's task", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid);
    expect((await t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.otherGm.token })).status).toBe(404);
    expect(standing(t, t.kid.id).player_xp).toBe(0);
  });
});

describe("GM edit form: any status", () => {
  test("edits fields and moves between statuses; completing pays once even if reopened", async () => {
    const t = await makeWorld();
    const task = (await t.post("/api/tasks/instances", { player_id: t.kid.id, gm_added_name: "跳绳" }, { token: t.gm.token })).body.data;
    const put = (body: object) => t.put(`/api/tasks/instances/${task.id}`, body, { token: t.gm.token });
    const edited = await put({ gm_added_name: "跳绳200下", gm_added_xp_reward: 20, due_date: "2030-01-02T03:04:05.000Z", status: "IN_PROGRESS" });
    expect(edited.body.data).toMatchObject({ name: "跳绳200下", rewards: { xp: 20 }, due_date: "2030-01-02T03:04:05.000Z", status: "IN_PROGRESS" });
    expect(edited.body.data.accepted_at).not.toBeNull();
    expect((await put({ gm_added_name: "" })).body.error).toBe("请输入任务名称");
    const done = await put({ status: "COMPLETED" }); // straight from IN_PROGRESS
    expect(done.body.data.award.xp).toBe(20);
    const reopened = await put({ status: "FAILED" });
    expect(reopened.body.data).toMatchObject({ status: "FAILED", completed_at: null, awarded_xp: 20 });
    const again = await put({ status: "COMPLETED" });
    expect(again.status).toBe(200);
    expect(again.body.data.award).toBeNull();
    expect(standing(t, t.kid.id).player_xp).toBe(20);
    expect(logsOf(t, t.kid.id).length).toBe(1);
    expect((await put({ status: "COMPLETED" })).status).toBe(409);
  });
});

describe("paying exactly once under concurrency", () => {
  test("two approvals of the same task fired in parallel pay once", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 40, gm_added_emeralds_reward: 7 });
    const approve = () => t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED", notes_by_gm: "好" }, { token: t.gm.token });
    const results = await Promise.all([approve(), approve()]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(standing(t, t.kid.id)).toMatchObject({ player_xp: 40, emeralds: 7 });
    expect(logsOf(t, t.kid.id).length).toBe(1);
  });

  test("two direct service calls pay once; the second throws 409", async () => {
    const t = await makeWorld();
    const task = await submittedTask(t, t.gm, t.kid, { gm_added_xp_reward: 40 });
    const call = () => Promise.resolve().then(() => completeInstance(t.db, { instanceId: task.id, actorId: t.gm.id, now: new Date() }));
    const settled = await Promise.allSettled([call(), call()]);
    expect(settled.filter((s) => s.status === "fulfilled").length).toBe(1);
    const rejected = settled.find((s) => s.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason.status).toBe(409);
    expect(() => completeInstance(t.db, { instanceId: task.id, actorId: t.gm.id, now: new Date() })).toThrow("该任务已完成，不能重复完成");
    expect(standing(t, t.kid.id).player_xp).toBe(40);
    expect(logsOf(t, t.kid.id).length).toBe(1);
  });

  test("approval racing the player's own completion of a quick-add task pays once", async () => {
    const t = await makeWorld();
    const task = (await t.post("/api/tasks/instances", { subject: "家务", content: "扫地" }, { token: t.kid.token })).body.data;
    const results = await Promise.all([
      t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.kid.token }),
      t.put(`/api/tasks/instances/${task.id}`, { status: "COMPLETED" }, { token: t.gm.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(standing(t, t.kid.id).player_xp).toBe(5);
  });
});

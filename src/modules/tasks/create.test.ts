import { describe, expect, test } from "bun:test";
import { accept, freezeTime, makeTemplate, makeWorld } from "../../test/quests-fixtures.ts";

// Shanghai is UTC+8: local midnight is 16:00Z of the previous UTC day.
// 2025-03-10 is a Monday; 2025-03-16 a Sunday.

describe("accepting a template (D6)", () => {
  test("a daily quest is ACCEPTED, TEMPLATE_QUEST, due today 23:59 in the configured zone", async () => {
    const now = freezeTime("2025-03-10T15:59:30.000Z"); // Monday 23:59:30 in Shanghai
    const t = await makeWorld();
    const template = await makeTemplate(t, t.gm);
    const task = await accept(t, t.kid, template.id);
    expect(task).toMatchObject({
      status: "ACCEPTED",
      source_type: "TEMPLATE_QUEST",
      player_id: t.kid.id,
      task_template_id: template.id,
      accepted_at: now.toISOString(),
      due_date: "2025-03-10T15:59:59.999Z",
      completed_at: null,
      name: "背诵《静夜思》",
      rewards: { xp: 10, emeralds: 5, diamonds: 0 },
    });
    expect(task.template.id).toBe(template.id);
  });

  test("one second past local midnight the daily quest is due the next day", async () => {
    freezeTime("2025-03-10T16:00:01.000Z"); // Tuesday 00:00:01 in Shanghai
    const t = await makeWorld();
    const task = await accept(t, t.kid, (await makeTemplate(t, t.gm)).id);
    expect(task.due_date).toBe("2025-03-11T15:59:59.999Z");
  });

  test("today is the configured zone's day, not UTC's", async () => {
    freezeTime("2025-03-10T02:00:00.000Z"); // Monday 10:00 in Shanghai, Sunday 22:00 in New York
    const t = await makeWorld({ config: { timezone: "America/New_York" } });
    const template = await makeTemplate(t, t.gm, { task_type: "WEEKLY_QUEST" });
    const daily = await makeTemplate(t, t.gm);
    expect((await accept(t, t.kid, daily.id)).due_date).toBe("2025-03-10T03:59:59.999Z"); // Sunday 23:59:59.999 EDT
    expect((await accept(t, t.kid, template.id)).due_date).toBe("2025-03-10T03:59:59.999Z"); // Sunday is today there
  });

  test("a weekly quest is due the coming Sunday 23:59; on Sunday that is today", async () => {
    freezeTime("2025-03-15T04:00:00.000Z"); // Saturday noon
    const t = await makeWorld();
    const weekly = await makeTemplate(t, t.gm, { task_type: "WEEKLY_QUEST" });
    expect((await accept(t, t.kid, weekly.id)).due_date).toBe("2025-03-16T15:59:59.999Z");
    freezeTime("2025-03-16T15:59:00.000Z"); // Sunday 23:59
    expect((await accept(t, t.sibling, weekly.id)).due_date).toBe("2025-03-16T15:59:59.999Z");
  });

  test("a weekly quest accepted at Monday 00:00 runs to the following Sunday", async () => {
    freezeTime("2025-03-16T16:00:00.000Z"); // Monday 2025-03-17 00:00
    const t = await makeWorld();
    const weekly = await makeTemplate(t, t.gm, { task_type: "WEEKLY_QUEST" });
    expect((await accept(t, t.kid, weekly.id)).due_date).toBe("2025-03-23T15:59:59.999Z");
  });

  test("timed events and milestones are due now + duration_days (7 when unset)", async () => {
    const now = freezeTime("2025-03-12T06:30:00.000Z");
    const t = await makeWorld();
    const timed = await makeTemplate(t, t.gm, { task_type: "TIMED_EVENT", duration_days: 3 });
    const milestone = await makeTemplate(t, t.gm, { task_type: "LONG_TERM_MILESTONE" });
    expect((await accept(t, t.kid, timed.id)).due_date).toBe(new Date(now.getTime() + 3 * 86_400_000).toISOString());
    expect((await accept(t, t.kid, milestone.id)).due_date).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
  });

  test("a deconstructible goal makes a parent and one sub-task per day with the sub_task_* values", async () => {
    freezeTime("2025-03-14T12:00:00.000Z"); // Friday 20:00
    const t = await makeWorld();
    const goal = await makeTemplate(t, t.gm, {
      name: "读完一本书",
      task_type: "DECONSTRUCTIBLE_LONG_TERM",
      duration_days: 3,
      sub_task_description: "每天读20页",
      sub_task_xp_reward: 4,
      sub_task_emeralds_reward: 2,
      xp_reward: 50,
    });
    const parent = await accept(t, t.kid, goal.id);
    expect(parent).toMatchObject({ source_type: "TEMPLATE_QUEST", status: "ACCEPTED", due_date: "2025-03-16T15:59:59.999Z", rewards: { xp: 50 } });
    expect(parent.sub_tasks.length).toBe(3);
    expect(parent.sub_tasks.map((s: any) => s.due_date)).toEqual(["2025-03-14T15:59:59.999Z", "2025-03-15T15:59:59.999Z", "2025-03-16T15:59:59.999Z"]);
    expect(parent.sub_tasks[1]).toMatchObject({
      source_type: "LONG_TERM_SUB_TASK",
      status: "ACCEPTED",
      parent_task_instance_id: parent.id,
      name: "读完一本书（第2天）",
      description: "每天读20页",
      rewards: { xp: 4, emeralds: 2, diamonds: 0 },
    });
    const children = await t.get(`/api/tasks/instances?parent_task_instance_id=${parent.id}`, { token: t.kid.token });
    expect(children.body.total).toBe(3);
  });

  test("a daily quest once a day, a weekly once a week, a long one while it is open", async () => {
    freezeTime("2025-03-11T02:00:00.000Z"); // Tuesday
    const t = await makeWorld();
    const daily = await makeTemplate(t, t.gm);
    const weekly = await makeTemplate(t, t.gm, { task_type: "WEEKLY_QUEST" });
    const timed = await makeTemplate(t, t.gm, { task_type: "TIMED_EVENT", duration_days: 2 });
    const first = await accept(t, t.kid, daily.id);
    await accept(t, t.kid, weekly.id);
    const timedTask = await accept(t, t.kid, timed.id);
    const again = (id: string) => t.post("/api/tasks/instances", { task_template_id: id }, { token: t.kid.token });
    expect((await again(daily.id)).status).toBe(409);
    expect((await again(daily.id)).body.error).toBe("今天已经接受过这个任务了，明天再来吧");
    expect((await again(weekly.id)).status).toBe(409);
    expect((await again(timed.id)).status).toBe(409);
    // Another player is not affected.
    expect((await t.post("/api/tasks/instances", { task_template_id: daily.id }, { token: t.sibling.token })).status).toBe(200);
    // A cancelled daily frees the day; a finished timed event can be taken again.
    await t.put(`/api/tasks/instances/${first.id}`, { status: "CANCELLED" }, { token: t.gm.token });
    expect((await again(daily.id)).status).toBe(200);
    await t.put(`/api/tasks/instances/${timedTask.id}`, { status: "COMPLETED" }, { token: t.gm.token });
    expect((await again(timed.id)).status).toBe(200);
    // Next day, the daily again; next week, the weekly.
    freezeTime("2025-03-11T16:00:00.000Z");
    expect((await again(daily.id)).status).toBe(200);
    expect((await again(weekly.id)).status).toBe(409);
    freezeTime("2025-03-16T16:00:00.000Z");
    expect((await again(weekly.id)).status).toBe(200);
  });

  test("only active templates of the player's own GM", async () => {
    const t = await makeWorld();
    const off = await makeTemplate(t, t.gm, { is_active: false });
    const foreign = await makeTemplate(t, t.otherGm);
    const res = await t.post("/api/tasks/instances", { task_template_id: off.id }, { token: t.kid.token });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("该任务已下架，无法接受");
    expect((await t.post("/api/tasks/instances", { task_template_id: foreign.id }, { token: t.kid.token })).status).toBe(404);
    expect((await t.post("/api/tasks/instances", { task_template_id: "nope" }, { token: t.kid.token })).status).toBe(404);
    const loner = await t.createPlayer(null);
    expect((await t.post("/api/tasks/instances", { task_template_id: foreign.id }, { token: loner.token })).status).toBe(404);
    // Nobody accepts for a player they do not manage.
    const mine = await makeTemplate(t, t.gm);
    expect((await t.post("/api/tasks/instances", { task_template_id: mine.id, player_id: t.kid.id }, { token: t.sibling.token })).status).toBe(403);
    expect((await t.post("/api/tasks/instances", { task_template_id: mine.id, player_id: t.kid.id }, { token: t.otherGm.token })).status).toBe(403);
    // The player's GM may accept on the player's behalf.
    expect((await t.post("/api/tasks/instances", { task_template_id: mine.id, player_id: t.kid.id }, { token: t.gm.token })).status).toBe(200);
    expect((await t.post("/api/tasks/instances", { task_template_id: mine.id })).status).toBe(401);
  });
});

describe("player quick-add (1-core §5, §9)", () => {
  test("5 XP, 0/0, ACCEPTED, due 23:00 today from Monday to Thursday", async () => {
    const now = freezeTime("2025-03-13T12:00:00.000Z"); // Thursday 20:00
    const t = await makeWorld();
    const res = await t.post(
      "/api/tasks/instances",
      // A child's client cannot choose its own rewards or status.
      { source_type: "PLAYER_ADDED_DAILY", subject: "数学", content: " 口算练习 ", gm_added_xp_reward: 999, status: "COMPLETED" },
      { token: t.kid.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      source_type: "PLAYER_ADDED_DAILY",
      status: "ACCEPTED",
      subject: "数学",
      name: "口算练习",
      accepted_at: now.toISOString(),
      due_date: "2025-03-13T15:00:00.000Z",
      gm_added_xp_reward: 5,
      gm_added_emeralds_reward: 0,
      gm_added_diamonds_reward: 0,
      rewards: { xp: 5, emeralds: 0, diamonds: 0 },
    });
  });

  test("from Friday to Sunday it is due Sunday 23:00", async () => {
    freezeTime("2025-03-13T16:00:00.000Z"); // Friday 00:00
    const t = await makeWorld();
    const friday = await t.post("/api/tasks/instances", { subject: "语文", content: "写日记" }, { token: t.kid.token });
    expect(friday.body.data.due_date).toBe("2025-03-16T15:00:00.000Z");
    freezeTime("2025-03-16T15:30:00.000Z"); // Sunday 23:30
    const sunday = await t.post("/api/tasks/instances", { subject: "语文", content: "复习" }, { token: t.kid.token });
    expect(sunday.body.data.due_date).toBe("2025-03-16T15:00:00.000Z");
  });

  test("subject from the list and content are required", async () => {
    const t = await makeWorld();
    const add = (body: object) => t.post("/api/tasks/instances", { source_type: "PLAYER_ADDED_DAILY", ...body }, { token: t.kid.token });
    expect((await add({ content: "x" })).body.error).toBe("请选择学科");
    expect((await add({ subject: "美术", content: "x" })).body.error).toBe("请选择学科");
    expect((await add({ subject: "英语" })).body.error).toBe("请输入任务内容");
    expect((await add({ subject: "英语", content: "  " })).body.error).toBe("请输入任务内容");
    expect((await add({ subject: "英语", content: "x", player_id: t.sibling.id })).status).toBe(403);
  });
});

describe("GM quick-add (GM_ADDED_DAILY)", () => {
  test("PENDING_ACCEPTANCE, due today, defaults 10/5/0", async () => {
    freezeTime("2025-03-12T01:00:00.000Z");
    const t = await makeWorld();
    const res = await t.post("/api/tasks/instances", { player_id: t.kid.id, gm_added_name: "整理书包" }, { token: t.gm.token });
    expect(res.body.data).toMatchObject({
      source_type: "GM_ADDED_DAILY",
      status: "PENDING_ACCEPTANCE",
      accepted_at: null,
      due_date: "2025-03-12T15:59:59.999Z",
      name: "整理书包",
      rewards: { xp: 10, emeralds: 5, diamonds: 0 },
      created_by: t.gm.id,
    });
  });

  test("custom rewards and due date; validation", async () => {
    const t = await makeWorld();
    const add = (body: object, token = t.gm.token) => t.post("/api/tasks/instances", { source_type: "GM_ADDED_DAILY", ...body }, { token });
    const custom = await add({ player_id: t.kid.id, gm_added_name: "背单词", gm_added_xp_reward: 30, gm_added_emeralds_reward: 0, gm_added_diamonds_reward: 2, due_date: "2025-04-01T12:00:00+08:00" });
    expect(custom.body.data).toMatchObject({ rewards: { xp: 30, emeralds: 0, diamonds: 2 }, due_date: "2025-04-01T04:00:00.000Z" });
    expect((await add({ gm_added_name: "x" })).body.error).toBe("请选择玩家");
    expect((await add({ player_id: t.kid.id })).body.error).toBe("请输入任务名称");
    expect((await add({ player_id: t.kid.id, gm_added_name: " " })).body.error).toBe("请输入任务名称");
    expect((await add({ player_id: t.kid.id, gm_added_name: "x", gm_added_xp_reward: -5 })).status).toBe(400);
    expect((await add({ player_id: t.kid.id, gm_added_name: "x", due_date: "tomorrow" })).body.error).toBe("截止时间无效");
    expect((await add({ player_id: t.stranger.id, gm_added_name: "x" })).status).toBe(403);
    expect((await add({ player_id: t.sibling.id, gm_added_name: "x" }, t.kid.token)).status).toBe(403);
    expect((await add({ player_id: "nobody", gm_added_name: "x" })).status).toBe(404);
    expect((await t.post("/api/tasks/instances", { source_type: "LONG_TERM_SUB_TASK" }, { token: t.gm.token })).status).toBe(400);
    expect((await t.post("/api/tasks/instances", { source_type: "WHATEVER" }, { token: t.gm.token })).status).toBe(400);
  });
});

import { describe, expect, test } from "bun:test";
import { taskInstances } from "../../../db/schema/index.ts";
import { newId } from "../../lib/ids.ts";
import { freezeTime, makeWorld, submittedTask, type World } from "../../test/quests-fixtures.ts";
import { instanceSql, type InstanceQuerySql } from "./instance-sql.ts";
import { buildInstanceQuery } from "./queries.ts";

// Wednesday 2025-03-12 10:00 in Shanghai. Local days start at 16:00Z the previous UTC day.
const NOW = "2025-03-12T02:00:00.000Z";
const endOf = (day: string) => new Date(new Date(`${day}T00:00:00+08:00`).getTime() + 86_400_000 - 1).toISOString();
const at = (day: string, hhmm = "09:00") => new Date(`${day}T${hhmm}:00+08:00`).toISOString();

function insertTask(t: World, name: string, values: Partial<typeof taskInstances.$inferInsert>): string {
  const id = newId();
  const created = values.created_at ?? at("2025-03-12", "08:00");
  t.db.insert(taskInstances)
    .values({
      id,
      player_id: t.kid.id,
      status: "ACCEPTED",
      source_type: "GM_ADDED_DAILY",
      gm_added_name: name,
      due_date: endOf("2025-03-12"),
      accepted_at: created,
      created_at: created,
      updated_at: created,
      ...values,
    })
    .run();
  return id;
}

/** Tasks around today, named for what they are. */
function seedDays(t: World): void {
  insertTask(t, "今日每日", {});
  insertTask(t, "今日已完成", { status: "COMPLETED", completed_at: at("2025-03-12", "09:30") });
  insertTask(t, "本周周任务", { accepted_at: at("2025-03-10"), created_at: at("2025-03-10"), due_date: endOf("2025-03-16") });
  insertTask(t, "周二完成的周任务", { status: "COMPLETED", accepted_at: at("2025-03-10"), created_at: at("2025-03-10"), completed_at: at("2025-03-11", "20:00"), due_date: endOf("2025-03-16") });
  insertTask(t, "昨日每日", { status: "COMPLETED", accepted_at: at("2025-03-11"), created_at: at("2025-03-11"), completed_at: at("2025-03-11", "18:00"), due_date: endOf("2025-03-11") });
  insertTask(t, "昨日未完成", { status: "PENDING_REVIEW", accepted_at: at("2025-03-11"), created_at: at("2025-03-11"), due_date: endOf("2025-03-11") });
  insertTask(t, "今天的子任务", { source_type: "LONG_TERM_SUB_TASK", accepted_at: at("2025-03-10"), created_at: at("2025-03-10"), due_date: endOf("2025-03-12") });
  insertTask(t, "明天的子任务", { source_type: "LONG_TERM_SUB_TASK", accepted_at: at("2025-03-10"), created_at: at("2025-03-10"), due_date: endOf("2025-03-13") });
  insertTask(t, "待接受", { status: "PENDING_ACCEPTANCE", accepted_at: null });
  insertTask(t, "别人的", { player_id: t.sibling.id });
}

const names = (body: any) => body.data.map((x: any) => x.name).sort();

describe("GET /api/tasks/instances ?date", () => {
  test("today: due today, running through today, done today; a sub-task only on its day", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    seedDays(t);
    const res = await t.get(`/api/tasks/instances?player_id=${t.kid.id}&date=today`, { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["今天的子任务", "今日已完成", "今日每日", "待接受", "本周周任务"].sort());
    expect(res.body.total).toBe(5);
    const explicit = await t.get("/api/tasks/instances?date=2025-03-12", { token: t.kid.token });
    expect(names(explicit.body)).toEqual(names(res.body));
  });

  test("a past day for the history page", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    seedDays(t);
    const res = await t.get("/api/tasks/instances?date=2025-03-11", { token: t.kid.token });
    expect(names(res.body)).toEqual(["周二完成的周任务", "昨日未完成", "昨日每日", "本周周任务"].sort());
    const monday = await t.get("/api/tasks/instances?date=2025-03-10", { token: t.kid.token });
    expect(names(monday.body)).toEqual(["周二完成的周任务", "本周周任务"].sort());
  });

  test("include_overdue adds unfinished tasks whose day has passed", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    seedDays(t);
    const res = await t.get("/api/tasks/instances?date=today&include_overdue=true", { token: t.kid.token });
    expect(names(res.body)).toContain("昨日未完成");
    expect(names(res.body)).not.toContain("昨日每日");
    expect(res.body.total).toBe(6);
  });

  test("status filter takes a comma list; bad filters answer 400", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    seedDays(t);
    const res = await t.get("/api/tasks/instances?status=PENDING_REVIEW,PENDING_ACCEPTANCE", { token: t.kid.token });
    expect(names(res.body)).toEqual(["待接受", "昨日未完成"].sort());
    expect((await t.get("/api/tasks/instances?status=DONE", { token: t.kid.token })).body.error).toBe("无效的任务状态");
    expect((await t.get("/api/tasks/instances?date=2025-02-30", { token: t.kid.token })).body.error).toBe("日期格式应为YYYY-MM-DD");
    expect((await t.get("/api/tasks/instances?date=12-03-2025", { token: t.kid.token })).status).toBe(400);
    expect((await t.get("/api/tasks/instances?limit=500", { token: t.kid.token })).status).toBe(400);
    expect((await t.get("/api/tasks/instances?source_type=NOPE", { token: t.kid.token })).status).toBe(400);
    expect((await t.get("/api/tasks/instances?source_type=LONG_TERM_SUB_TASK", { token: t.kid.token })).body.total).toBe(2);
  });

  test("paging: default limit 50, offset, total; newest due first", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    for (let i = 0; i < 60; i++) insertTask(t, `任务${i}`, { due_date: new Date(Date.parse(NOW) + i * 3_600_000).toISOString() });
    const first = await t.get("/api/tasks/instances", { token: t.kid.token });
    expect(first.body.data.length).toBe(50);
    expect(first.body.total).toBe(60);
    expect(first.body.data[0].name).toBe("任务59");
    const last = await t.get(`/api/tasks/instances?playerId=${t.kid.id}&limit=20&offset=50`, { token: t.kid.token });
    expect(last.body.data.map((x: any) => x.name)).toEqual(["任务9", "任务8", "任务7", "任务6", "任务5", "任务4", "任务3", "任务2", "任务1", "任务0"]);
  });

  test("a player reads only their own list; the GM reads their players'", async () => {
    const t = await makeWorld();
    insertTask(t, "我的", {});
    expect((await t.get(`/api/tasks/instances?player_id=${t.kid.id}`, { token: t.sibling.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/instances?playerId=${t.kid.id}`, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/instances?player_id=${t.kid.id}`, { token: t.gm.token })).body.total).toBe(1);
    expect((await t.get("/api/tasks/instances?player_id=nobody", { token: t.gm.token })).status).toBe(404);
    expect((await t.get("/api/tasks/instances")).status).toBe(401);
    // Without player_id a player gets their own.
    expect((await t.get("/api/tasks/instances", { token: t.sibling.token })).body.total).toBe(0);
  });

  test("each task embeds its template with icon, difficulty and category", async () => {
    const t = await makeWorld();
    const difficulties = (await t.get("/api/tasks/difficulties", { token: t.gm.token })).body.data;
    const template = (await t.post("/api/tasks/templates", { name: "背书", difficulty_id: difficulties[5].id }, { token: t.gm.token })).body.data;
    await t.post("/api/tasks/instances", { task_template_id: template.id }, { token: t.kid.token });
    const task = (await t.get("/api/tasks/instances", { token: t.kid.token })).body.data[0];
    expect(task.template).toMatchObject({ id: template.id, name: "背书", difficulty: { name: "下界合金镐", reward_multiplier: 3 }, icon: null, category: null });
    expect(task.rewards).toEqual({ xp: 30, emeralds: 15, diamonds: 0 });
    expect(task.player_username).toBe(t.kid.username);
  });
});

describe("GET /api/tasks/instances/{id}", () => {
  test("the player and their GM; others 404", async () => {
    const t = await makeWorld();
    const id = insertTask(t, "单个", {});
    expect((await t.get(`/api/tasks/instances/${id}`, { token: t.kid.token })).body.data.name).toBe("单个");
    expect((await t.get(`/api/tasks/instances/${id}`, { token: t.gm.token })).status).toBe(200);
    expect((await t.get(`/api/tasks/instances/${id}`, { token: t.sibling.token })).status).toBe(404);
    expect((await t.get(`/api/tasks/instances/${id}`, { token: t.otherGm.token })).status).toBe(404);
  });
});

describe("GET /api/tasks/gm/{gmId}/instances", () => {
  test("the review queue: only the GM's players, newest submission first, total = pending count", async () => {
    const t = await makeWorld();
    freezeTime("2025-03-12T01:00:00.000Z");
    const older = await submittedTask(t, t.gm, t.kid);
    freezeTime("2025-03-12T02:00:00.000Z");
    const newer = await submittedTask(t, t.gm, t.sibling);
    await submittedTask(t, t.otherGm, t.stranger);
    insertTask(t, "未提交", {});
    const res = await t.get(`/api/tasks/gm/${t.gm.id}/instances?status=PENDING_REVIEW&sort=submitted_at&limit=3`, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((x: any) => x.id)).toEqual([newer.id, older.id]);
    expect(res.body.data[0]).toMatchObject({ player_username: t.sibling.username, notes_by_player: "写完了" });
    const oneKid = await t.get(`/api/tasks/gm/${t.gm.id}/instances?player_id=${t.kid.id}`, { token: t.gm.token });
    expect(oneKid.body.total).toBe(2);
  });

  test("only the GM themself", async () => {
    const t = await makeWorld();
    expect((await t.get(`/api/tasks/gm/${t.gm.id}/instances`, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/gm/${t.gm.id}/instances`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/gm/${t.gm.id}/instances?player_id=${t.stranger.id}`, { token: t.gm.token })).status).toBe(403);
    const none = await t.get(`/api/tasks/gm/${t.otherGm.id}/instances`, { token: t.otherGm.token });
    expect(none.body).toEqual({ data: [], total: 0 });
  });
});

describe("indexes", () => {
  test("a player's day, history and the review queue are index seeks, not table scans or sorts of whole rows", async () => {
    freezeTime(NOW);
    const t = await makeWorld();
    const clock = { now: new Date(), timeZone: "Asia/Shanghai" };
    const plan = (query: InstanceQuerySql) => {
      const { sql, params } = instanceSql(query);
      return t.db.$client
        .query(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...(params as any[]))
        .map((r: any) => r.detail)
        .join("\n");
    };
    const player = { sql: "i.player_id = ?", params: [t.kid.id] };
    const day = plan(buildInstanceQuery(player, { date: "today", include_overdue: true }, clock, "due_date"));
    expect(day).toContain("MULTI-INDEX OR");
    expect(day).toContain("SEARCH i USING INDEX task_instances_player_due_idx (player_id=? AND due_date>?)");
    expect(day).toContain("SEARCH i USING INDEX task_instances_player_status_due_idx (player_id=? AND status=? AND due_date<?)");
    expect(plan(buildInstanceQuery(player, { date: "2025-03-01" }, clock, "due_date"))).toContain("USING INDEX task_instances_player_due_idx (player_id=? AND due_date>?)");
    // The show-all history pages walk the index in order: no sort step at all.
    const history = plan(buildInstanceQuery(player, { offset: 100 }, clock, "due_date"));
    expect(history).toContain("USING INDEX task_instances_player_due_idx (player_id=?)");
    expect(history).not.toContain("TEMP B-TREE");
    const queue = plan(buildInstanceQuery({ sql: "i.player_id IN (SELECT id FROM profiles WHERE gm_id = ?)", params: [t.gm.id] }, { status: "PENDING_REVIEW" }, clock, "updated_at"));
    expect(queue).toContain("USING INDEX task_instances_player_status_due_idx (player_id=? AND status=?)");
    expect(queue).toContain("USING INDEX profiles_gm_id_idx (gm_id=?)");
    for (const p of [day, queue]) expect(p).not.toMatch(/SCAN i\b/);
  });
});

import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { taskTemplates } from "../../../db/schema/index.ts";
import { accept, difficulty, makeTemplate, makeWorld } from "../../test/quests-fixtures.ts";

describe("POST /api/tasks/templates", () => {
  test("applies the form's defaults: DAILY_QUEST, 10 XP, 5 emeralds, 0 diamonds, active", async () => {
    const t = await makeWorld();
    const res = await t.post("/api/tasks/templates", { name: "  背诵古诗  " }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: "背诵古诗",
      description: null,
      task_type: "DAILY_QUEST",
      xp_reward: 10,
      emeralds_reward: 5,
      diamonds_reward: 0,
      is_active: true,
      duration_days: null,
      gm_id: t.gm.id,
      icon: null,
      category: null,
      difficulty: null,
    });
    expect(res.body.data.deleted_at).toBeUndefined();
  });

  test("embeds icon, category and difficulty", async () => {
    const t = await makeWorld();
    const iron = await difficulty(t, t.gm, "铁镐");
    const category = (await t.get("/api/tasks/categories", { token: t.gm.token })).body.data[0];
    const icon = (await t.get("/api/tasks/icons", { token: t.gm.token })).body.data[0];
    const template = await makeTemplate(t, t.gm, {
      task_type: "DECONSTRUCTIBLE_LONG_TERM",
      difficulty_id: iron.id,
      category_id: category.id,
      icon_id: icon.id,
      duration_days: 5,
      sub_task_description: "每天读10页",
      sub_task_xp_reward: 3,
      sub_task_emeralds_reward: 1,
      long_term_completion_rules: "五天全部完成",
    });
    expect(template.difficulty).toEqual({ id: iron.id, name: "铁镐", description: iron.description, icon: iron.icon, reward_multiplier: 1.5 });
    expect(template.category).toMatchObject({ id: category.id, name: category.name });
    expect(template.icon).toMatchObject({ id: icon.id, icon_code: icon.icon_code });
    expect(template).toMatchObject({ duration_days: 5, sub_task_xp_reward: 3, sub_task_emeralds_reward: 1, long_term_completion_rules: "五天全部完成" });
  });

  test("validation messages of 3-gm §5", async () => {
    const t = await makeWorld();
    const post = (body: object) => t.post("/api/tasks/templates", body, { token: t.gm.token });
    expect((await post({})).body.error).toBe("请输入任务名称");
    expect((await post({ name: "   " })).body.error).toBe("请输入任务名称");
    expect((await post({ name: "x", xp_reward: -1 })).body.error).toBe("奖励数值需为不小于0的整数");
    expect((await post({ name: "x", emeralds_reward: 1.5 })).body.error).toBe("奖励数值需为不小于0的整数");
    expect((await post({ name: "x", duration_days: 0 })).body.error).toBe("持续天数至少为1天");
    expect((await post({ name: "x", task_type: "MONTHLY" })).body.error).toBe("请选择有效的任务类型");
    expect((await post({ name: "x", sub_task_xp_reward: -2 })).status).toBe(400);
    const foreign = await difficulty(t, t.otherGm, "木镐");
    expect((await post({ name: "x", difficulty_id: foreign.id })).body.error).toBe("难度不存在");
    expect((await post({ name: "x", category_id: "nope" })).body.error).toBe("分类不存在");
    expect((await post({ name: "x", icon_id: "nope" })).body.error).toBe("图标不存在");
  });

  test("only GMs, and only for themselves", async () => {
    const t = await makeWorld();
    expect((await t.post("/api/tasks/templates", { name: "x" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.post("/api/tasks/templates", { name: "x", gm_id: t.otherGm.id }, { token: t.gm.token })).status).toBe(403);
    expect((await t.post("/api/tasks/templates", { name: "x", gm_id: t.gm.id }, { token: t.gm.token })).status).toBe(200);
    expect((await t.post("/api/tasks/templates", { name: "x" })).status).toBe(401);
  });
});

describe("GET /api/tasks/templates", () => {
  test("filters is_active, task_type, query (name or description), paging with total", async () => {
    const t = await makeWorld();
    await makeTemplate(t, t.gm, { name: "背诵静夜思", description: "李白" });
    await makeTemplate(t, t.gm, { name: "口算100题", task_type: "WEEKLY_QUEST" });
    await makeTemplate(t, t.gm, { name: "读书", description: "背诵一段", is_active: false });
    await makeTemplate(t, t.otherGm, { name: "背诵别人的" });
    const get = async (q: string) => (await t.get(`/api/tasks/templates${q}`, { token: t.gm.token })).body;

    expect((await get("")).total).toBe(3);
    expect((await get("?is_active=true")).total).toBe(2);
    expect((await get("?is_active=false")).data.map((x: any) => x.name)).toEqual(["读书"]);
    expect((await get("?task_type=WEEKLY_QUEST")).data.map((x: any) => x.name)).toEqual(["口算100题"]);
    expect((await get(`?query=${encodeURIComponent("背诵")}`)).total).toBe(2);
    expect((await get(`?query=${encodeURIComponent("李白")}`)).data[0].name).toBe("背诵静夜思");
    expect((await get("?query=%25")).total).toBe(0);
    const page = await get("?limit=2&offset=0");
    expect(page.data.length).toBe(2);
    expect(page.total).toBe(3);
    expect((await get("?limit=2&offset=2")).data.length).toBe(1);
    expect((await get(`?gm_id=${t.gm.id}`)).total).toBe(3);
    expect((await t.get(`/api/tasks/templates?gm_id=${t.otherGm.id}`, { token: t.gm.token })).status).toBe(403);
    expect((await t.get("/api/tasks/templates?limit=0", { token: t.gm.token })).status).toBe(400);
  });

  test("a player sees only their GM's active templates", async () => {
    const t = await makeWorld();
    await makeTemplate(t, t.gm, { name: "上架" });
    const hidden = await makeTemplate(t, t.gm, { name: "下架", is_active: false });
    await makeTemplate(t, t.otherGm, { name: "别人的" });
    const list = await t.get("/api/tasks/templates?is_active=false", { token: t.kid.token });
    expect(list.body.data.map((x: any) => x.name)).toEqual(["上架"]);
    expect((await t.get(`/api/tasks/templates?gm_id=${t.gm.id}`, { token: t.kid.token })).status).toBe(200);
    expect((await t.get(`/api/tasks/templates?gm_id=${t.otherGm.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/templates/${hidden.id}`, { token: t.kid.token })).status).toBe(404);
  });
});

describe("GET/PUT/DELETE /api/tasks/templates/{id}", () => {
  test("the owner reads and edits; the active toggle; others get 404 or 403", async () => {
    const t = await makeWorld();
    const template = await makeTemplate(t, t.gm);
    expect((await t.get(`/api/tasks/templates/${template.id}`, { token: t.gm.token })).body.data.name).toBe("背诵《静夜思》");
    expect((await t.get(`/api/tasks/templates/${template.id}`, { token: t.kid.token })).status).toBe(200);
    expect((await t.get(`/api/tasks/templates/${template.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.get(`/api/tasks/templates/${template.id}`, { token: t.stranger.token })).status).toBe(404);

    const off = await t.put(`/api/tasks/templates/${template.id}`, { is_active: false, xp_reward: 20 }, { token: t.gm.token });
    expect(off.body.data).toMatchObject({ is_active: false, xp_reward: 20, name: "背诵《静夜思》" });
    expect((await t.put(`/api/tasks/templates/${template.id}`, { name: "" }, { token: t.gm.token })).body.error).toBe("请输入任务名称");
    expect((await t.put(`/api/tasks/templates/${template.id}`, { name: "偷改" }, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.put(`/api/tasks/templates/${template.id}`, { name: "偷改" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.del(`/api/tasks/templates/${template.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.del(`/api/tasks/templates/${template.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get("/api/tasks/templates/missing", { token: t.gm.token })).status).toBe(404);
  });

  test("deleting an unused template removes it", async () => {
    const t = await makeWorld();
    const template = await makeTemplate(t, t.gm);
    const res = await t.del(`/api/tasks/templates/${template.id}`, { token: t.gm.token });
    expect(res.body.data).toEqual({ deleted: true, archived: false });
    expect(t.db.select().from(taskTemplates).where(eq(taskTemplates.id, template.id)).get()).toBeUndefined();
  });

  test("deleting a template with tasks archives it: hidden, inactive, still shown in the tasks", async () => {
    const t = await makeWorld();
    const template = await makeTemplate(t, t.gm);
    const task = await accept(t, t.kid, template.id);
    const res = await t.del(`/api/tasks/templates/${template.id}`, { token: t.gm.token });
    expect(res.body.data).toEqual({ deleted: true, archived: true });
    expect((await t.get("/api/tasks/templates", { token: t.gm.token })).body.total).toBe(0);
    expect((await t.get(`/api/tasks/templates/${template.id}`, { token: t.gm.token })).status).toBe(404);
    const shown = await t.get(`/api/tasks/instances/${task.id}`, { token: t.kid.token });
    expect(shown.body.data.template).toMatchObject({ id: template.id, name: "背诵《静夜思》", is_active: false });
    expect(shown.body.data.name).toBe("背诵《静夜思》");
  });

  test("deleting a difficulty leaves its templates at multiplier 1", async () => {
    const t = await makeWorld();
    const gold = await difficulty(t, t.gm, "金镐");
    const template = await makeTemplate(t, t.gm, { difficulty_id: gold.id });
    await t.del(`/api/tasks/difficulties/${gold.id}`, { token: t.gm.token });
    const after = (await t.get(`/api/tasks/templates/${template.id}`, { token: t.gm.token })).body.data;
    expect(after.difficulty_id).toBeNull();
    expect(after.difficulty).toBeNull();
  });
});

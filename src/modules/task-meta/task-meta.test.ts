import { describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { taskDifficulties, taskMetaSeeds } from "../../../db/schema/index.ts";
import { DEFAULT_CATEGORIES, DEFAULT_DIFFICULTIES, DEFAULT_ICONS, isSeeded, seedDefaults, seedGmDefaults } from "../../../db/seed/task-defaults.ts";
import { makeWorld } from "../../test/quests-fixtures.ts";

describe("default metadata", () => {
  test("a GM starts with six pickaxe tiers from wooden to netherite, categories and icons", async () => {
    const t = await makeWorld();
    const difficulties = await t.get("/api/tasks/difficulties", { token: t.gm.token });
    expect(difficulties.status).toBe(200);
    expect(difficulties.body.total).toBe(6);
    expect(difficulties.body.data.map((d: any) => [d.name, d.reward_multiplier])).toEqual([
      ["木镐", 1],
      ["石镐", 1.2],
      ["铁镐", 1.5],
      ["金镐", 2],
      ["钻石镐", 2.5],
      ["下界合金镐", 3],
    ]);
    const categories = await t.get("/api/tasks/categories", { token: t.gm.token });
    expect(categories.body.data.map((c: any) => c.name)).toEqual(DEFAULT_CATEGORIES.map((c) => c.name));
    const icons = await t.get("/api/tasks/icons", { token: t.gm.token });
    expect(icons.body.total).toBe(DEFAULT_ICONS.length);
  });

  test("seeding is idempotent and a deleted default stays deleted", async () => {
    const t = await makeWorld();
    expect(seedDefaults(t.db)).toBe(2); // both GMs
    expect(seedDefaults(t.db)).toBe(0);
    expect(seedGmDefaults(t.db, t.gm.id)).toBe(false);
    expect(isSeeded(t.db, t.gm.id)).toBe(true);
    const list = await t.get("/api/tasks/difficulties", { token: t.gm.token });
    expect(list.body.total).toBe(DEFAULT_DIFFICULTIES.length);
    const wooden = list.body.data[0];
    expect((await t.del(`/api/tasks/difficulties/${wooden.id}`, { token: t.gm.token })).status).toBe(200);
    seedDefaults(t.db);
    expect((await t.get("/api/tasks/difficulties", { token: t.gm.token })).body.total).toBe(5);
    expect(t.db.select({ n: count() }).from(taskMetaSeeds).get()!.n).toBe(2);
  });

  test("each GM has their own copy; a player reads their GM's", async () => {
    const t = await makeWorld();
    const mine = (await t.get("/api/tasks/categories", { token: t.gm.token })).body.data;
    const theirs = (await t.get("/api/tasks/categories", { token: t.otherGm.token })).body.data;
    expect(mine[0].id).not.toBe(theirs[0].id);
    const kids = (await t.get("/api/tasks/categories", { token: t.kid.token })).body.data;
    expect(kids.map((c: any) => c.id)).toEqual(mine.map((c: any) => c.id));
  });

  test("a player without a GM sees no metadata", async () => {
    const t = await makeWorld();
    const loner = await t.createPlayer(null);
    const res = await t.get("/api/tasks/difficulties", { token: loner.token });
    expect(res.body).toEqual({ data: [], total: 0 });
  });
});

describe("difficulties", () => {
  test("create, read, update, delete", async () => {
    const t = await makeWorld();
    const created = await t.post("/api/tasks/difficulties", { name: "  附魔镐 ", reward_multiplier: 3.5, icon: "✨" }, { token: t.gm.token });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: "附魔镐", reward_multiplier: 3.5, icon: "✨", description: null, gm_id: t.gm.id });
    const id = created.body.data.id;
    expect((await t.get(`/api/tasks/difficulties/${id}`, { token: t.kid.token })).body.data.name).toBe("附魔镐");
    const updated = await t.put(`/api/tasks/difficulties/${id}`, { reward_multiplier: 4, description: "很难" }, { token: t.gm.token });
    expect(updated.body.data).toMatchObject({ name: "附魔镐", reward_multiplier: 4, description: "很难" });
    expect((await t.del(`/api/tasks/difficulties/${id}`, { token: t.gm.token })).body).toEqual({ data: { success: true } });
    expect((await t.get(`/api/tasks/difficulties/${id}`, { token: t.gm.token })).status).toBe(404);
  });

  test("multiplier defaults to 1 and must be 0.1–5 in steps of 0.1", async () => {
    const t = await makeWorld();
    const plain = await t.post("/api/tasks/difficulties", { name: "草镐" }, { token: t.gm.token });
    expect(plain.body.data.reward_multiplier).toBe(1);
    for (const bad of [0, 0.05, 5.1, 1.25, -1]) {
      const res = await t.post("/api/tasks/difficulties", { name: `x${bad}`, reward_multiplier: bad }, { token: t.gm.token });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("奖励倍率需在0.1到5之间（步长0.1）");
    }
    expect((await t.post("/api/tasks/difficulties", { name: "边界低", reward_multiplier: 0.1 }, { token: t.gm.token })).status).toBe(200);
    const high = await t.post("/api/tasks/difficulties", { name: "边界高", reward_multiplier: 5 }, { token: t.gm.token });
    expect(high.body.data.reward_multiplier).toBe(5);
    const third = await t.post("/api/tasks/difficulties", { name: "三成", reward_multiplier: 0.3 }, { token: t.gm.token });
    expect(third.body.data.reward_multiplier).toBe(0.3);
  });

  test("name is required and unique per GM", async () => {
    const t = await makeWorld();
    expect((await t.post("/api/tasks/difficulties", { name: "  " }, { token: t.gm.token })).body.error).toBe("请输入难度名称");
    expect((await t.post("/api/tasks/difficulties", {}, { token: t.gm.token })).body.error).toBe("请输入难度名称");
    await t.get("/api/tasks/difficulties", { token: t.gm.token });
    const dup = await t.post("/api/tasks/difficulties", { name: "木镐" }, { token: t.gm.token });
    expect(dup.status).toBe(409);
    // Another GM may use the same name.
    expect((await t.post("/api/tasks/difficulties", { name: "木镐2" }, { token: t.otherGm.token })).status).toBe(200);
  });

  test("players cannot write; another GM's items look missing", async () => {
    const t = await makeWorld();
    expect((await t.post("/api/tasks/difficulties", { name: "作弊镐" }, { token: t.kid.token })).status).toBe(403);
    const mine = (await t.get("/api/tasks/difficulties", { token: t.gm.token })).body.data[0];
    expect((await t.put(`/api/tasks/difficulties/${mine.id}`, { name: "改" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.del(`/api/tasks/difficulties/${mine.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/tasks/difficulties/${mine.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.put(`/api/tasks/difficulties/${mine.id}`, { name: "改" }, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.del(`/api/tasks/difficulties/${mine.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.get(`/api/tasks/difficulties/${mine.id}`, { token: t.stranger.token })).status).toBe(404);
    expect(t.db.select().from(taskDifficulties).where(eq(taskDifficulties.id, mine.id)).get()!.name).toBe("木镐");
    expect((await t.get("/api/tasks/difficulties")).status).toBe(401);
  });
});

describe("categories", () => {
  test("CRUD with the name rule", async () => {
    const t = await makeWorld();
    const created = await t.post("/api/tasks/categories", { name: "书法", description: "毛笔字", icon: "🖌️" }, { token: t.gm.token });
    expect(created.body.data).toMatchObject({ name: "书法", description: "毛笔字", icon: "🖌️" });
    const id = created.body.data.id;
    expect((await t.put(`/api/tasks/categories/${id}`, { icon: null }, { token: t.gm.token })).body.data.icon).toBeNull();
    expect((await t.put(`/api/tasks/categories/${id}`, { name: "" }, { token: t.gm.token })).body.error).toBe("请输入分类名称");
    expect((await t.get(`/api/tasks/categories/${id}`, { token: t.kid.token })).status).toBe(200);
    expect((await t.del(`/api/tasks/categories/${id}`, { token: t.gm.token })).status).toBe(200);
    expect((await t.post("/api/tasks/categories", { name: "" }, { token: t.gm.token })).body.error).toBe("请输入分类名称");
  });
});

describe("icons", () => {
  test("CRUD, category filter, name and icon_code required", async () => {
    const t = await makeWorld();
    const categories = (await t.get("/api/tasks/categories", { token: t.gm.token })).body.data;
    const chinese = categories.find((c: any) => c.name === "语文");
    const created = await t.post("/api/tasks/icons", { name: "印章", icon_code: "fa-stamp", category_id: chinese.id }, { token: t.gm.token });
    expect(created.body.data).toMatchObject({ name: "印章", icon_code: "fa-stamp", category_id: chinese.id });
    const filtered = await t.get(`/api/tasks/icons?category_id=${chinese.id}`, { token: t.kid.token });
    expect(filtered.body.data.map((i: any) => i.name)).toEqual(["课本", "毛笔", "印章"]);
    expect((await t.get(`/api/tasks/icons?category=${chinese.id}`, { token: t.gm.token })).body.total).toBe(3);
    const id = created.body.data.id;
    expect((await t.put(`/api/tasks/icons/${id}`, { icon_code: "🔖" }, { token: t.gm.token })).body.data.icon_code).toBe("🔖");
    expect((await t.post("/api/tasks/icons", { name: "空" }, { token: t.gm.token })).body.error).toBe("请输入图标代码");
    expect((await t.post("/api/tasks/icons", { name: "空", icon_code: " " }, { token: t.gm.token })).body.error).toBe("请输入图标代码");
    expect((await t.post("/api/tasks/icons", { icon_code: "⭐" }, { token: t.gm.token })).body.error).toBe("请输入图标名称");
    // Another GM's category cannot be used.
    const foreign = (await t.get("/api/tasks/categories", { token: t.otherGm.token })).body.data[0];
    expect((await t.post("/api/tasks/icons", { name: "借", icon_code: "⭐", category_id: foreign.id }, { token: t.gm.token })).body.error).toBe("分类不存在");
    expect((await t.del(`/api/tasks/icons/${id}`, { token: t.gm.token })).status).toBe(200);
  });

  test("deleting a category keeps its icons, without a category", async () => {
    const t = await makeWorld();
    const category = (await t.get("/api/tasks/categories", { token: t.gm.token })).body.data.find((c: any) => c.name === "家务");
    await t.del(`/api/tasks/categories/${category.id}`, { token: t.gm.token });
    const icons = (await t.get("/api/tasks/icons", { token: t.gm.token })).body.data;
    expect(icons.find((i: any) => i.name === "扫帚").category_id).toBeNull();
  });
});

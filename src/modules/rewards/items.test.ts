import { describe, expect, test } from "bun:test";
import { files } from "../../test/harness.ts";
import { makeItem, makeWorld } from "./economy-fixtures.ts";

describe("POST /api/rewards/items (3-gm §3, §5, §9)", () => {
  test("a GM creates an item with the defaults: 🎁, VIRTUAL_ITEM, 0, 0, unlimited, active", async () => {
    const t = await makeWorld();
    const res = await t.post("/api/rewards/items", { name: "  周末看电影  " }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      gm_id: t.gm.id,
      name: "周末看电影",
      description: null,
      icon: "🎁",
      icon_url: null,
      reward_type: "VIRTUAL_ITEM",
      emeralds_cost: 0,
      diamonds_cost: 0,
      stock_quantity: null,
      sold_out: false,
      is_active: true,
    });
    expect(res.body.data.id).toBeString();
    const full = await makeItem(t, t.gm, { description: "和家人一起", icon: "🎬", reward_type: "REAL_WORLD_PRIVILEGE", emeralds_cost: 30, diamonds_cost: 2, stock_quantity: 5, is_active: false });
    expect(full).toMatchObject({ icon: "🎬", reward_type: "REAL_WORLD_PRIVILEGE", emeralds_cost: 30, diamonds_cost: 2, stock_quantity: 5, is_active: false });
  });

  test("validation messages", async () => {
    const t = await makeWorld();
    const post = (body: object) => t.post("/api/rewards/items", body, { token: t.gm.token });
    const error = async (body: object) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      return res.body.error;
    };
    expect(await error({})).toBe("请输入奖励名称");
    expect(await error({ name: "   " })).toBe("请输入奖励名称");
    expect(await error({ name: 5 })).toBe("请输入奖励名称");
    expect(await error({ name: "长".repeat(51) })).toBe("奖励名称不能超过50个字符");
    expect(await error({ name: "a", emeralds_cost: -1 })).toBe("消耗数量需为不小于0的整数");
    expect(await error({ name: "a", diamonds_cost: 1.5 })).toBe("消耗数量需为不小于0的整数");
    expect(await error({ name: "a", stock_quantity: -1 })).toBe("库存需为不小于0的整数，留空表示不限量");
    expect(await error({ name: "a", stock_quantity: "abc" })).toBe("库存需为不小于0的整数，留空表示不限量");
    expect(await error({ name: "a", reward_type: "MONEY" })).toBe("请选择有效的奖励类型");
    for (const icon of ["abc", "fa-gift", "礼", "🎁🎁🎁", "https://example.com/a.png", "/api/r2/image?key=users/nobody/x.png"]) {
      expect(await error({ name: "a", icon })).toBe("图标需为表情符号或已上传的图片");
    }
    expect((await post({ name: "a", stock_quantity: "" })).body.data.stock_quantity).toBeNull();
    expect((await post({ name: "a", stock_quantity: 0 })).body.data).toMatchObject({ stock_quantity: 0, sold_out: true });
    expect((await post({ name: "a", icon: "" })).body.data.icon).toBe("🎁");
    expect((await post({ name: "a", icon: "🇨🇳" })).body.data.icon).toBe("🇨🇳");
    expect((await post({ name: "a", icon: "👨‍👩‍👧" })).body.data.icon).toBe("👨‍👩‍👧");
  });

  test("only a GM creates, and only for themself", async () => {
    const t = await makeWorld();
    expect((await t.post("/api/rewards/items", { name: "糖果" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.post("/api/rewards/items", { name: "糖果", gm_id: t.otherGm.id }, { token: t.gm.token })).status).toBe(403);
    expect((await t.post("/api/rewards/items", { name: "糖果" })).status).toBe(401);
  });
});

describe("image icons", () => {
  test("an image the GM uploaded is stored as its URL; players load it through icon_url only", async () => {
    const t = await makeWorld();
    const up = await t.upload("/api/upload/image", { bytes: files.png(), name: "gift.png", type: "image/png" }, { filePath: "rewards" }, { token: t.gm.token });
    const item = await makeItem(t, t.gm, { icon: `http://localhost${up.body.data.url}` });
    expect(item.icon).toBe(up.body.data.url);
    expect(item.icon_url).toStartWith(`/api/rewards/items/${item.id}/icon?v=`);
    const asKid = await t.get(item.icon_url, { token: t.kid.token });
    expect(asKid.status).toBe(200);
    expect(asKid.headers.get("content-type")).toBe("image/png");
    expect((await t.get(item.icon, { token: t.kid.token })).status).toBe(404);
    expect((await t.get(item.icon_url, { token: t.stranger.token })).status).toBe(404);
    // Another GM's image is not this GM's to use.
    const theirs = await t.upload("/api/upload/image", { bytes: files.png(), name: "x.png", type: "image/png" }, {}, { token: t.otherGm.token });
    expect((await t.post("/api/rewards/items", { name: "a", icon: theirs.body.data.url }, { token: t.gm.token })).body.error).toBe("图标需为表情符号或已上传的图片");
    const emoji = await makeItem(t, t.gm);
    expect((await t.get(`/api/rewards/items/${emoji.id}/icon`, { token: t.gm.token })).status).toBe(404);
  });
});

describe("GET and PUT /api/rewards/items", () => {
  test("players see only their own GM's active items; inactive ones are hidden", async () => {
    const t = await makeWorld();
    const shown = await makeItem(t, t.gm, { name: "贴纸" });
    const hidden = await makeItem(t, t.gm, { name: "旧奖励", is_active: false });
    await makeItem(t, t.otherGm, { name: "别人的" });
    const kids = await t.get("/api/rewards/items", { token: t.kid.token });
    expect(kids.status).toBe(200);
    expect(kids.body).toMatchObject({ total: 1, data: [{ id: shown.id, name: "贴纸" }] });
    expect((await t.get(`/api/rewards/items?is_active=false`, { token: t.kid.token })).body.total).toBe(0);
    expect((await t.get(`/api/rewards/items?gm_id=${t.gm.id}`, { token: t.kid.token })).body.total).toBe(1);
    expect((await t.get(`/api/rewards/items?gm_id=${t.otherGm.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/rewards/items/${hidden.id}`, { token: t.kid.token })).status).toBe(404);
    expect((await t.get(`/api/rewards/items/${shown.id}`, { token: t.kid.token })).body.data.name).toBe("贴纸");
    expect((await t.get(`/api/rewards/items/${shown.id}`, { token: t.stranger.token })).status).toBe(404);

    const gms = await t.get("/api/rewards/items", { token: t.gm.token });
    expect(gms.body.data.map((i: any) => i.name).sort()).toEqual(["旧奖励", "贴纸"]);
    expect((await t.get("/api/rewards/items?is_active=false", { token: t.gm.token })).body.data.map((i: any) => i.id)).toEqual([hidden.id]);
    expect((await t.get(`/api/rewards/items?gm_id=${t.otherGm.id}`, { token: t.gm.token })).status).toBe(403);
    expect((await t.get("/api/rewards/items?is_active=maybe", { token: t.gm.token })).status).toBe(400);
  });

  test("filter by reward type; a player without a GM sees an empty store", async () => {
    const t = await makeWorld();
    await makeItem(t, t.gm, { name: "贴纸" });
    await makeItem(t, t.gm, { name: "多玩半小时", reward_type: "REAL_WORLD_PRIVILEGE" });
    const res = await t.get("/api/rewards/items?reward_type=REAL_WORLD_PRIVILEGE", { token: t.kid.token });
    expect(res.body.data.map((i: any) => i.name)).toEqual(["多玩半小时"]);
    const loner = await t.createPlayer(null);
    expect((await t.get("/api/rewards/items", { token: loner.token })).body).toEqual({ data: [], total: 0 });
  });

  test("the GM edits and toggles their own item; others cannot", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { stock_quantity: 3 });
    const res = await t.put(`/api/rewards/items/${item.id}`, { name: "看电视1小时", emeralds_cost: 20, stock_quantity: null }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "看电视1小时", emeralds_cost: 20, stock_quantity: null, icon: "🎁", is_active: true });
    expect((await t.put(`/api/rewards/items/${item.id}`, { is_active: false }, { token: t.gm.token })).body.data.is_active).toBe(false);
    expect((await t.put(`/api/rewards/items/${item.id}`, { name: " " }, { token: t.gm.token })).body.error).toBe("请输入奖励名称");
    expect((await t.put(`/api/rewards/items/${item.id}`, { emeralds_cost: -5 }, { token: t.gm.token })).body.error).toBe("消耗数量需为不小于0的整数");
    expect((await t.put(`/api/rewards/items/${item.id}`, { is_active: true }, { token: t.kid.token })).status).toBe(403);
    expect((await t.put(`/api/rewards/items/${item.id}`, { is_active: true }, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.get(`/api/rewards/items/${item.id}`, { token: t.otherGm.token })).status).toBe(404);
    expect((await t.put("/api/rewards/items/nope", { is_active: true }, { token: t.gm.token })).status).toBe(404);
  });
});

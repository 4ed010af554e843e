import { describe, expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { redeemedRewards, rewardItems } from "../../../db/schema/index.ts";
import { standing } from "../../test/quests-fixtures.ts";
import { logsOf, makeItem, makeWorld, setStanding } from "./economy-fixtures.ts";

const stockOf = (t: Awaited<ReturnType<typeof makeWorld>>, id: string) =>
  t.db.select({ s: rewardItems.stock_quantity }).from(rewardItems).where(eq(rewardItems.id, id)).get()!.s;

describe("POST /api/rewards/redeem (D10)", () => {
  test("pays the item's costs (not the client's), takes one from the stock, records PENDING and a log line", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 30, diamonds_cost: 2, stock_quantity: 2 });
    setStanding(t, t.kid.id, { emeralds: 50, diamonds: 3 });
    const res = await t.post("/api/rewards/redeem", { reward_item_id: item.id, player_id: t.kid.id, emeralds_cost: 0, diamonds_cost: 0 }, { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      player_id: t.kid.id,
      username: t.kid.username,
      full_name: "小明",
      reward_item_id: item.id,
      cost_emeralds_paid: 30,
      cost_diamonds_paid: 2,
      status: "PENDING_GM_FULFILLMENT",
      gm_notes: null,
      redeemed_by: t.kid.id,
      item: { id: item.id, name: "看电视30分钟", icon: "🎁", icon_url: null, reward_type: "VIRTUAL_ITEM" },
      profile: { emeralds: 20, diamonds: 1, player_level: 1 },
      achievements_unlocked: [],
    });
    expect(standing(t, t.kid.id)).toMatchObject({ emeralds: 20, diamonds: 1 });
    expect(stockOf(t, item.id)).toBe(1);
    expect(logsOf(t, t.kid.id)).toEqual([
      expect.objectContaining({ action: "REWARD_REDEEMED", xp_awarded: 0, emeralds_awarded: -30, diamonds_awarded: -2, reason: "看电视30分钟", source_type: "REDEEMED_REWARD", source_id: res.body.data.id, created_by: t.kid.id }),
    ]);
    // player_id defaults to the caller.
    setStanding(t, t.kid.id, { emeralds: 30, diamonds: 2 });
    expect((await t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: t.kid.token })).body.data.profile).toMatchObject({ emeralds: 0, diamonds: 0 });
    expect(stockOf(t, item.id)).toBe(0);
  });

  test("the spec's messages: 请先登录, 资源不足，无法兑换此奖励, 此奖励已售罄; nothing changes on failure", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 10, stock_quantity: 1 });
    const noLogin = await t.post("/api/rewards/redeem", { reward_item_id: item.id });
    expect(noLogin).toMatchObject({ status: 401, body: { error: "请先登录" } });

    setStanding(t, t.kid.id, { emeralds: 9, diamonds: 100 });
    const poor = await t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: t.kid.token });
    expect(poor).toMatchObject({ status: 409, body: { error: "资源不足，无法兑换此奖励" } });
    expect(stockOf(t, item.id)).toBe(1);
    expect(standing(t, t.kid.id)).toMatchObject({ emeralds: 9, diamonds: 100 });

    const diamondItem = await makeItem(t, t.gm, { emeralds_cost: 0, diamonds_cost: 101 });
    expect((await t.post("/api/rewards/redeem", { reward_item_id: diamondItem.id }, { token: t.kid.token })).body.error).toBe("资源不足，无法兑换此奖励");

    const soldOut = await makeItem(t, t.gm, { emeralds_cost: 0, stock_quantity: 0 });
    const res = await t.post("/api/rewards/redeem", { reward_item_id: soldOut.id }, { token: t.kid.token });
    expect(res).toMatchObject({ status: 409, body: { error: "此奖励已售罄" } });
    expect(t.db.select({ n: count() }).from(redeemedRewards).get()!.n).toBe(0);
    expect(logsOf(t, t.kid.id)).toEqual([]);
    expect((await t.post("/api/rewards/redeem", {}, { token: t.kid.token })).body.error).toBe("请选择要兑换的奖励");
  });

  test("stock null is unlimited; a known stock runs out", async () => {
    const t = await makeWorld();
    const unlimited = await makeItem(t, t.gm, { emeralds_cost: 1 });
    const one = await makeItem(t, t.gm, { emeralds_cost: 1, stock_quantity: 1 });
    setStanding(t, t.kid.id, { emeralds: 100 });
    for (let i = 0; i < 5; i++) expect((await t.post("/api/rewards/redeem", { reward_item_id: unlimited.id }, { token: t.kid.token })).status).toBe(200);
    expect(stockOf(t, unlimited.id)).toBeNull();
    expect((await t.post("/api/rewards/redeem", { reward_item_id: one.id }, { token: t.kid.token })).status).toBe(200);
    expect((await t.post("/api/rewards/redeem", { reward_item_id: one.id }, { token: t.kid.token })).body.error).toBe("此奖励已售罄");
    expect((await t.get(`/api/rewards/items/${one.id}`, { token: t.kid.token })).body.data).toMatchObject({ stock_quantity: 0, sold_out: true });
    expect(standing(t, t.kid.id).emeralds).toBe(94);
  });

  test("an inactive item cannot be redeemed; another GM's item does not exist for the player", async () => {
    const t = await makeWorld();
    setStanding(t, t.kid.id, { emeralds: 100 });
    const inactive = await makeItem(t, t.gm, { is_active: false });
    expect(await t.post("/api/rewards/redeem", { reward_item_id: inactive.id }, { token: t.kid.token })).toMatchObject({ status: 409, body: { error: "此奖励已下架" } });
    const foreign = await makeItem(t, t.otherGm);
    expect(await t.post("/api/rewards/redeem", { reward_item_id: foreign.id }, { token: t.kid.token })).toMatchObject({ status: 404, body: { error: "未找到该奖励" } });
    const loner = await t.createPlayer(null);
    expect((await t.post("/api/rewards/redeem", { reward_item_id: foreign.id }, { token: loner.token })).status).toBe(404);
    expect(standing(t, t.kid.id).emeralds).toBe(100);
  });

  test("only the player, or their own GM on their behalf, redeems", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 5 });
    setStanding(t, t.kid.id, { emeralds: 10 });
    expect((await t.post("/api/rewards/redeem", { reward_item_id: item.id, player_id: t.kid.id }, { token: t.sibling.token })).status).toBe(403);
    expect((await t.post("/api/rewards/redeem", { reward_item_id: item.id, player_id: t.kid.id }, { token: t.otherGm.token })).status).toBe(403);
    expect((await t.post("/api/rewards/redeem", { reward_item_id: item.id, player_id: "nobody" }, { token: t.gm.token })).status).toBe(404);
    const byGm = await t.post("/api/rewards/redeem", { reward_item_id: item.id, player_id: t.kid.id }, { token: t.gm.token });
    expect(byGm.status).toBe(200);
    expect(byGm.body.data).toMatchObject({ player_id: t.kid.id, redeemed_by: t.gm.id, cost_emeralds_paid: 5 });
    expect(standing(t, t.kid.id).emeralds).toBe(5);
    // A GM has no store of their own to buy from.
    expect((await t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: t.gm.token })).status).toBe(404);
  });
});

describe("redeeming under contention", () => {
  test("20 parallel redemptions of an item with stock 3 sell exactly 3 and deduct exactly 3 times", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 10, diamonds_cost: 1, stock_quantity: 3 });
    const buyers = [t.kid, t.sibling, ...(await Promise.all(Array.from({ length: 8 }, () => t.createPlayer(t.gm.id))))];
    for (const b of buyers) setStanding(t, b.id, { emeralds: 100, diamonds: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: buyers[i % buyers.length]!.token })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error === "此奖励已售罄")).toBe(true);
    expect(results.filter((r) => r.status === 409).length).toBe(17);
    expect(stockOf(t, item.id)).toBe(0);
    expect(t.db.select({ n: count() }).from(redeemedRewards).get()!.n).toBe(3);
    const spent = buyers.reduce((sum, b) => sum + (100 - standing(t, b.id).emeralds), 0);
    const spentDiamonds = buyers.reduce((sum, b) => sum + (10 - standing(t, b.id).diamonds), 0);
    expect([spent, spentDiamonds]).toEqual([30, 3]);
    expect(buyers.flatMap((b) => logsOf(t, b.id)).length).toBe(3);
  });

  test("a player with resources for one redemption firing 10 in parallel gets exactly one", async () => {
    const t = await makeWorld();
    const item = await makeItem(t, t.gm, { emeralds_cost: 25 });
    setStanding(t, t.kid.id, { emeralds: 49 });
    const results = await Promise.all(Array.from({ length: 10 }, () => t.post("/api/rewards/redeem", { reward_item_id: item.id }, { token: t.kid.token })));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409 && r.body.error === "资源不足，无法兑换此奖励").length).toBe(9);
    expect(standing(t, t.kid.id).emeralds).toBe(24);
    expect(t.db.select({ n: count() }).from(redeemedRewards).get()!.n).toBe(1);
    expect(logsOf(t, t.kid.id).length).toBe(1);
  });
});

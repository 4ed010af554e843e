import { describe, expect, test } from "bun:test";
import { logsOf, makeItem, makeWorld, setStanding } from "./economy-fixtures.ts";

type World = Awaited<ReturnType<typeof makeWorld>>;

/** Kid redeems two items, sibling one, the other GM's player one of theirs. */
async function withRedemptions(t: World) {
  const a = await makeItem(t, t.gm, { name: "贴纸", emeralds_cost: 1 });
  const b = await makeItem(t, t.gm, { name: "多玩半小时", emeralds_cost: 2, reward_type: "REAL_WORLD_PRIVILEGE" });
  const c = await makeItem(t, t.otherGm, { name: "别的", emeralds_cost: 1 });
  for (const p of [t.kid, t.sibling, t.stranger]) setStanding(t, p.id, { emeralds: 50 });
  const redeem = async (token: string, id: string) => (await t.post("/api/rewards/redeem", { reward_item_id: id }, { token })).body.data;
  const r1 = await redeem(t.kid.token, a.id);
  const r2 = await redeem(t.kid.token, b.id);
  const r3 = await redeem(t.sibling.token, a.id);
  const r4 = await redeem(t.stranger.token, c.id);
  return { a, b, c, r1, r2, r3, r4 };
}

describe("GET /api/rewards/redeemed", () => {
  test("a player sees their own, newest first, with the item and their name", async () => {
    const t = await makeWorld();
    const { r1, r2 } = await withRedemptions(t);
    const res = await t.get("/api/rewards/redeemed", { token: t.kid.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((r: any) => r.id)).toEqual([r2.id, r1.id]);
    expect(res.body.data[0]).toMatchObject({ username: t.kid.username, full_name: "小明", status: "PENDING_GM_FULFILLMENT", item: { name: "多玩半小时", reward_type: "REAL_WORLD_PRIVILEGE", icon: "🎁" } });
    expect((await t.get(`/api/rewards/redeemed?player_id=${t.kid.id}`, { token: t.kid.token })).body.total).toBe(2);
    expect((await t.get(`/api/rewards/redeemed?player_id=${t.sibling.id}`, { token: t.kid.token })).status).toBe(403);
    expect((await t.get(`/api/rewards/redeemed?playerIds=${t.kid.id},${t.sibling.id}`, { token: t.kid.token })).status).toBe(403);
  });

  test("a GM sees their players' (all, or playerIds), filtered by status, limited", async () => {
    const t = await makeWorld();
    const { r1, r3 } = await withRedemptions(t);
    const all = await t.get("/api/rewards/redeemed", { token: t.gm.token });
    expect(all.body.total).toBe(3);
    expect(new Set(all.body.data.map((r: any) => r.player_id))).toEqual(new Set([t.kid.id, t.sibling.id]));
    const some = await t.get(`/api/rewards/redeemed?playerIds=${t.sibling.id}`, { token: t.gm.token });
    expect(some.body.data.map((r: any) => r.id)).toEqual([r3.id]);
    await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "FULFILLED" }, { token: t.gm.token });
    const fulfilled = await t.get(`/api/rewards/redeemed?playerIds=${t.kid.id},${t.sibling.id}&status=FULFILLED&limit=20`, { token: t.gm.token });
    expect(fulfilled.body).toMatchObject({ total: 1, data: [{ id: r1.id, status: "FULFILLED" }] });
    const limited = await t.get("/api/rewards/redeemed?limit=1", { token: t.gm.token });
    expect(limited.body.data.length).toBe(1);
    expect(limited.body.total).toBe(3);
    expect((await t.get("/api/rewards/redeemed?status=LOST", { token: t.gm.token })).body.error).toBe("无效的兑换状态");
    expect((await t.get("/api/rewards/redeemed?limit=0", { token: t.gm.token })).status).toBe(400);
    expect((await t.get(`/api/rewards/redeemed?playerIds=${t.stranger.id}`, { token: t.gm.token })).status).toBe(403);
  });
});

describe("GET /api/rewards/pending", () => {
  test("the GM's players' pending redemptions, oldest first; only for the GM themself", async () => {
    const t = await makeWorld();
    const { r1, r2, r3 } = await withRedemptions(t);
    await t.put(`/api/rewards/redeemed/${r2.id}`, { status: "VIRTUAL_APPLIED" }, { token: t.gm.token });
    const res = await t.get(`/api/rewards/pending?gm_id=${t.gm.id}`, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((r: any) => r.id)).toEqual([r1.id, r3.id]);
    expect((await t.get("/api/rewards/pending", { token: t.otherGm.token })).body.total).toBe(1);
    expect((await t.get(`/api/rewards/pending?gm_id=${t.otherGm.id}`, { token: t.gm.token })).status).toBe(403);
    expect((await t.get("/api/rewards/pending", { token: t.kid.token })).status).toBe(403);
  });
});

describe("PUT /api/rewards/redeemed/{id}", () => {
  test("the GM marks a pending redemption FULFILLED or VIRTUAL_APPLIED once, with notes", async () => {
    const t = await makeWorld();
    const { r1, r2 } = await withRedemptions(t);
    const res = await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "FULFILLED", gm_notes: "  周六兑现  " }, { token: t.gm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: r1.id, status: "FULFILLED", gm_notes: "周六兑现", processed_by: t.gm.id, item: { name: "贴纸" } });
    expect(res.body.data.processed_at).toBeString();
    const again = await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "VIRTUAL_APPLIED" }, { token: t.gm.token });
    expect(again).toMatchObject({ status: 409, body: { error: "该兑换已处理，不能重复处理" } });
    expect((await t.put(`/api/rewards/redeemed/${r2.id}`, { status: "VIRTUAL_APPLIED", gm_notes: null }, { token: t.gm.token })).body.data).toMatchObject({ status: "VIRTUAL_APPLIED", gm_notes: null });
    // The player sees the status.
    const mine = await t.get("/api/rewards/redeemed", { token: t.kid.token });
    expect(mine.body.data.map((r: any) => r.status).sort()).toEqual(["FULFILLED", "VIRTUAL_APPLIED"]);
    // Fulfilling moves no currency.
    expect(logsOf(t, t.kid.id).length).toBe(2);
  });

  test("players cannot fulfil; another GM's redemption does not exist; status is checked", async () => {
    const t = await makeWorld();
    const { r1, r4 } = await withRedemptions(t);
    expect((await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "FULFILLED" }, { token: t.kid.token })).status).toBe(403);
    expect((await t.put(`/api/rewards/redeemed/${r4.id}`, { status: "FULFILLED" }, { token: t.gm.token })).status).toBe(404);
    expect((await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "PENDING_GM_FULFILLMENT" }, { token: t.gm.token })).body.error).toBe("无效的兑换状态");
    expect((await t.put(`/api/rewards/redeemed/${r1.id}`, {}, { token: t.gm.token })).body.error).toBe("无效的兑换状态");
    expect((await t.put(`/api/rewards/redeemed/${r1.id}`, { status: "FULFILLED", gm_notes: "长".repeat(501) }, { token: t.gm.token })).body.error).toBe("备注不能超过500个字符");
    expect((await t.put("/api/rewards/redeemed/nope", { status: "FULFILLED" }, { token: t.gm.token })).status).toBe(404);
  });
});

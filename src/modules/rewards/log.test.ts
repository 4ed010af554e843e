import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { profiles, rewardLogs } from "../../../db/schema/index.ts";
import { makeTestApp } from "../../test/harness.ts";
import { applyXp, awardAndLog } from "./log.ts";

describe("applyXp (D8)", () => {
  const start = { player_level: 1, player_xp: 0, xp_to_next_level: 100 };

  test("below the threshold nothing levels", () => {
    expect(applyXp(start, 99)).toEqual({ player_level: 1, player_xp: 99, xp_to_next_level: 100, levels_gained: 0 });
  });

  test("exactly the threshold: level 2 with 0 XP, next 200", () => {
    expect(applyXp(start, 100)).toEqual({ player_level: 2, player_xp: 0, xp_to_next_level: 200, levels_gained: 1 });
  });

  test("several levels at once: 100 + 200 + 300 = 600 → level 4, 50 left of 400", () => {
    expect(applyXp(start, 650)).toEqual({ player_level: 4, player_xp: 50, xp_to_next_level: 400, levels_gained: 3 });
  });

  test("continues from a partial level with its current threshold", () => {
    expect(applyXp({ player_level: 3, player_xp: 250, xp_to_next_level: 300 }, 60)).toEqual({ player_level: 4, player_xp: 10, xp_to_next_level: 400, levels_gained: 1 });
  });

  test("negative XP floors at 0 and never levels down; a broken threshold cannot loop", () => {
    expect(applyXp({ player_level: 3, player_xp: 20, xp_to_next_level: 300 }, -50)).toEqual({ player_level: 3, player_xp: 0, xp_to_next_level: 300, levels_gained: 0 });
    expect(applyXp({ player_level: 2, player_xp: 0, xp_to_next_level: 0 }, 250)).toEqual({ player_level: 3, player_xp: 50, xp_to_next_level: 300, levels_gained: 1 });
  });
});

describe("awardAndLog", () => {
  test("updates balances (never below 0) and logs what actually changed", async () => {
    const t = makeTestApp();
    const kid = await t.createPlayer(null);
    t.db.update(profiles).set({ emeralds: 3 }).where(eq(profiles.id, kid.id)).run();
    const result = awardAndLog(t.db, { userId: kid.id, xp: 120, emeralds: -10, diamonds: 2, action: "TEST", reason: "测试", now: new Date("2025-03-12T00:00:00Z") });
    expect(result).toMatchObject({ player_level: 2, player_xp: 20, xp_to_next_level: 200, emeralds: 0, diamonds: 2, levels_gained: 1, applied: { xp: 120, emeralds: -3, diamonds: 2 } });
    const logs = t.db.select().from(rewardLogs).where(eq(rewardLogs.user_id, kid.id)).all();
    expect(logs).toEqual([
      expect.objectContaining({ id: result.log_id, action: "TEST", xp_awarded: 120, emeralds_awarded: -3, diamonds_awarded: 2, reason: "测试", created_at: "2025-03-12T00:00:00.000Z" }),
    ]);
  });

  test("an XP loss takes at most the current level's XP and never a level", async () => {
    const t = makeTestApp();
    const kid = await t.createPlayer(null);
    t.db.update(profiles).set({ player_level: 3, player_xp: 20, xp_to_next_level: 300 }).where(eq(profiles.id, kid.id)).run();
    const result = awardAndLog(t.db, { userId: kid.id, xp: -50, emeralds: 0, diamonds: 0, action: "TEST", now: new Date() });
    expect(result).toMatchObject({ player_level: 3, player_xp: 0, xp_to_next_level: 300, applied: { xp: -20, emeralds: 0, diamonds: 0 } });
    expect(t.db.select().from(rewardLogs).where(eq(rewardLogs.user_id, kid.id)).get()).toMatchObject({ xp_awarded: -20 });
  });

  test("an unknown user is a 404 and writes nothing", async () => {
    const t = makeTestApp();
    expect(() => awardAndLog(t.db, { userId: "nobody", xp: 1, emeralds: 0, diamonds: 0, action: "TEST", now: new Date() })).toThrow("未找到该玩家");
    expect(t.db.select().from(rewardLogs).all()).toEqual([]);
  });
});

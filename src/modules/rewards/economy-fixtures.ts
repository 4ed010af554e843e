/**
 * Fixtures for the economy tests (issue #5): the quests world (a GM with two players, another
 * GM with one), reward items made through the API, balances set directly, the seeded
 * achievements on demand, and the reward log of a player.
 */
import { eq } from "drizzle-orm";
import { seedAchievements } from "../../../db/seed/achievements.ts";
import { profiles, rewardLogs } from "../../../db/schema/index.ts";
import type { Account, TestApp } from "../../test/harness.ts";
import { makeWorld, type World } from "../../test/quests-fixtures.ts";

export { makeWorld, type World };

/** The quests world with the default achievements seeded, as a real start-up does. */
export async function makeAchievementWorld(): Promise<World> {
  const t = await makeWorld();
  seedAchievements(t.db);
  return t;
}

/** A reward item created through the API by `gm`. */
export async function makeItem(t: TestApp, gm: Account, body: Record<string, unknown> = {}): Promise<any> {
  const res = await t.post("/api/rewards/items", { name: "看电视30分钟", emeralds_cost: 10, ...body }, { token: gm.token });
  if (res.status !== 200) throw new Error(`item failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Sets a player's balances (and optionally level) directly. */
export function setStanding(t: TestApp, playerId: string, values: Partial<typeof profiles.$inferInsert>): void {
  t.db.update(profiles).set(values).where(eq(profiles.id, playerId)).run();
}

/** The player's reward-log rows, oldest first. */
export const logsOf = (t: TestApp, userId: string) =>
  t.db.select().from(rewardLogs).where(eq(rewardLogs.user_id, userId)).orderBy(rewardLogs.created_at).all();

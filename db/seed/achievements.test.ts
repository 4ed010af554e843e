import { expect, test } from "bun:test";
import { count, eq } from "drizzle-orm";
import { achievementTemplates } from "../schema/index.ts";
import { testConfig } from "../../src/config.ts";
import { openAppDb } from "../../src/data-dir.ts";
import { tempDir } from "../../src/test/harness.ts";
import { DEFAULT_ACHIEVEMENTS, seedAchievements } from "./achievements.ts";

test("start-up seeds the achievements once; a later run adds only missing keys and keeps edits", () => {
  const config = testConfig({ dataDir: tempDir() });
  const first = openAppDb(config);
  expect(first.select({ n: count() }).from(achievementTemplates).get()!.n).toBe(DEFAULT_ACHIEVEMENTS.length);
  first.update(achievementTemplates).set({ threshold: 2 }).where(eq(achievementTemplates.key, "first_quest")).run();
  first.delete(achievementTemplates).where(eq(achievementTemplates.key, "quests_50")).run();
  first.$client.close();

  const second = openAppDb(config);
  expect(second.select({ n: count() }).from(achievementTemplates).get()!.n).toBe(DEFAULT_ACHIEVEMENTS.length);
  expect(second.select().from(achievementTemplates).where(eq(achievementTemplates.key, "first_quest")).get()!.threshold).toBe(2);
  expect(seedAchievements(second)).toBe(0);
  second.$client.close();
});

test("the seeded set is well-formed: unique keys, thresholds ≥ 1, rewards ≥ 0", () => {
  const keys = new Set(DEFAULT_ACHIEVEMENTS.map((a) => a.key));
  expect(keys.size).toBe(DEFAULT_ACHIEVEMENTS.length);
  for (const a of DEFAULT_ACHIEVEMENTS) {
    expect(a.threshold).toBeGreaterThanOrEqual(1);
    expect(Math.min(a.xp_reward, a.emeralds_reward, a.diamonds_reward)).toBeGreaterThanOrEqual(0);
  }
});
